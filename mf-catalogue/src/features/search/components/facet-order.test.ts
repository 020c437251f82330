import { describe, expect, it } from 'vitest';
import { searchAnswer } from '../../../lib/fixtures';
import { orderGroups, orderValues, tokenForFacet } from './facet-order';

const groups = searchAnswer([]).facets?.groups ?? [];

describe('facet order', () => {
  it('puts the groups named by filtriOrder first, in that order', () => {
    expect(orderGroups(groups, { filtriOrder: ['soggetto'] }).map((g) => g.type)).toEqual([
      'soggetto',
      'luogo',
    ]);
    expect(orderGroups(groups, { filtriOrder: [] }).map((g) => g.type)).toEqual(['luogo', 'soggetto']);
  });

  it('orders values by name or by count as customjs.order says', () => {
    const luogo = groups[0]!;
    expect(orderValues(luogo, { order: { luogo: 'asc' } }).map((v) => v.name)).toEqual([
      'Aosta',
      'Milano',
      'Roma',
    ]);
    expect(orderValues(luogo, { order: { luogo: 'desc' } }).map((v) => v.name)).toEqual([
      'Roma',
      'Milano',
      'Aosta',
    ]);
    expect(orderValues(luogo, { order: {} }).map((v) => v.count)).toEqual([7, 5, 1]);
  });

  it('makes collection tokens for collections and common tokens otherwise', () => {
    const value = { id: 'c-1', name: 'Alinari', path: '/collection/1', count: 1 };
    expect(tokenForFacet({ pathRoot: '/collection' }, value)).toEqual({
      type: 'collection',
      id: 'c-1',
      name: 'Alinari',
    });
    expect(tokenForFacet({ pathRoot: '/place' }, value).type).toBe('common');
  });
});
