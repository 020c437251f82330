import { describe, expect, it } from 'vitest';
import { shapeLine } from './import-shape';

const ca = (over: Record<string, unknown> = {}) => ({
  id: 1204,
  table: 'ca_objects',
  preferred_label: 'Lettera del prefetto',
  type_id: { id: 23, name: 'documento' },
  access: 1,
  parent: 1200,
  parent_path: [1, 1200],
  data: { start: 1789, end: 1799 },
  ...over,
});
const doc = (line: unknown, kind: 'data' | 'relations' = 'data') => {
  const shaped = shapeLine(kind, line);
  if (!shaped.ok) throw new Error(shaped.reason);
  return shaped;
};
const reason = (line: unknown, kind: 'data' | 'relations' = 'data') => {
  const shaped = shapeLine(kind, line);
  return shaped.ok ? null : shaped.reason;
};
const year = (s: unknown) => new Date((s as number) * 1000).getUTCFullYear();

describe('shapeLine: what a CollectiveAccess export writes', () => {
  it('turns numeric ids, parent and parent_path into the strings links and the hierarchy use', () => {
    const { doc: r, normalised } = doc(ca());
    expect(normalised).toBe(true);
    expect(r).toMatchObject({ id: '1204', parent: '1200', parent_path: ['1', '1200'] });
  });
  it('reads years in data as years, the whole span of each', () => {
    const { data } = doc(ca()).doc as { data: { start: number; end: number } };
    expect([year(data.start), year(data.end)]).toEqual([1789, 1799]);
    expect(new Date(data.end * 1000).toISOString()).toBe('1799-12-31T23:59:59.000Z');
  });
  it('leaves a record already in canonical form untouched', () => {
    const canonical = { ...ca(), id: '7', parent: '1', parent_path: ['1'], data: { start: 1e9 } };
    expect(doc(canonical)).toMatchObject({ normalised: false, doc: { data: { start: 1e9 } } });
  });
  it('says "no parent" for a parent of 0 and drops 0 from the path', () => {
    expect(doc(ca({ parent: 0, parent_path: [0] })).doc).toMatchObject({ parent: null, parent_path: [] });
    expect(doc(ca({ parent_path: '1/1200' })).doc.parent_path).toEqual(['1', '1200']);
  });
  it('reads numbers and flags written as text, and numeric metadata as text', () => {
    const r = doc(
      ca({
        access: '1',
        hasMedia: 0,
        type_id: { id: '23', name: 'documento' },
        filtri: [{ id: 88, name: 'Roma', path: '/place/roma', type: 'luogo' }],
        metadati: [
          { fieldCode: 'consistenza', label: 'Carte', value: 12 },
          { fieldCode: 'lingue', label: 'Lingue', value: ['latino', 'italiano'] },
        ],
      }),
    ).doc;
    expect(r).toMatchObject({ access: 1, hasMedia: false, type_id: { id: 23 }, filtri: [{ id: '88' }] });
    expect(r.metadati).toMatchObject([{ value: '12' }, { value: 'latino; italiano' }]);
  });
  it('reads numbering, video links and coordinates written loosely, and labels a field by its code', () => {
    const r = doc(
      ca({
        numero: 12,
        video_collegati: 'https://vimeo.com/1',
        filtri: [{ id: 1, name: 'Roma', path: '/place/roma', type: 'luogo', cord: ['41.9', '12.5'] }],
        metadati: [{ fieldCode: 'supporto', value: 'carta' }],
      }),
    ).doc;
    expect(r).toMatchObject({ numero: '12', video_collegati: ['https://vimeo.com/1'] });
    expect(r.filtri).toMatchObject([{ cord: [41.9, 12.5] }]);
    expect(r.metadati).toMatchObject([{ fieldCode: 'supporto', label: 'supporto', value: 'carta' }]);
  });
  it('dates a record without data from its dates_value', () => {
    const r = doc(
      ca({
        data: undefined,
        metadati: [
          {
            fieldCode: 'date',
            label: 'Data',
            subelements: [{ fieldCode: 'dates_value', value: '1600-1650' }],
          },
        ],
      }),
    ).doc as { data: { start: number; end: number } };
    expect([year(r.data.start), year(r.data.end)]).toEqual([1600, 1650]);
  });
  it('refuses what cannot be read, saying what is wrong', () => {
    expect(reason(ca({ id: undefined }))).toBe('the record has no id');
    expect(reason(ca({ id: '  ' }))).toBe('the record has no id');
    expect(reason(ca({ data: { start: '14 luglio 1789' } }))).toMatch(
      /^the date in data.start cannot be read: "14 luglio 1789" is neither a year nor an ISO date/,
    );
    expect(reason(ca({ data: { start: 1799, end: 1789 } }))).toBe(
      'the dates are reversed: data.start 1799 comes after data.end 1789',
    );
    expect(reason(ca({ parent_path: [1, { id: 2 }] }))).toMatch(/parent_path holds/);
    expect(reason([1, 2])).toBe('the line is a list, not a record');
  });
  it('gives the settings page a code and the value for the refusals it words itself', () => {
    expect(shapeLine('data', ca({ data: { start: '14 luglio 1789' } }))).toMatchObject({
      ok: false,
      code: 'date',
      params: { field: 'data.start', value: '14 luglio 1789' },
    });
    expect(shapeLine('data', ca({ data: { start: 1799, end: 1789 } }))).toMatchObject({
      code: 'datesReversed',
    });
    expect(shapeLine('data', [1, 2])).toMatchObject({ code: 'notObject', params: { kind: 'data' } });
  });
  it('turns numeric relation ends into strings', () => {
    const r = doc({ id: 1204, rel_id: 55, table: 'ca_objects', access: '1' }, 'relations').doc;
    expect(r).toMatchObject({ id: '1204', rel_id: '55', access: 1 });
    expect(reason({ id: 1204, table: 'ca_objects' }, 'relations')).toMatch(/no rel_id/);
  });
});
