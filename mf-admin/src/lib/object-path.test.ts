import { describe, expect, it } from 'vitest';
import { changedKeys, getAt, setAt } from './object-path';

describe('object paths', () => {
  it('reads nested fields and misses quietly', () => {
    const doc = { contatti: { emails: [{ email: 'a@b.it' }] } };
    expect(getAt(doc, 'contatti.emails.0.email')).toBe('a@b.it');
    expect(getAt(doc, 'customjs.hideMap')).toBeUndefined();
  });

  it('writes a copy, creating objects on the way, leaving the original untouched', () => {
    const doc = { title: 'A', customjs: { more: 10 } };
    const next = setAt(doc, 'customjs.hideMap', true);
    expect(next).toEqual({ title: 'A', customjs: { more: 10, hideMap: true } });
    expect(doc.customjs).toEqual({ more: 10 });
    expect(getAt(setAt(next, 'colors.primary', '#000000'), 'colors')).toEqual({ primary: '#000000' });
    expect('title' in setAt(doc, 'title', undefined)).toBe(false);
  });

  it('lists the top-level keys that differ', () => {
    expect(changedKeys({ title: 'A', public: true }, { title: 'B', public: true, logo: {} })).toEqual([
      'logo',
      'title',
    ]);
  });
});
