import { describe, expect, it } from 'vitest';
import { RecordBlob, RecordCodec, SharedBlobReader } from './record-codec';

const record = (id: string, label: string) => ({
  id,
  table: 'ca_objects',
  preferred_label: label,
  type_id: { id: 12, name: 'fascicolo' },
  access: 1,
  metadati: [
    {
      fieldCode: 'date',
      label: 'Data',
      subelements: [
        { fieldCode: 'dates_value', label: 'Data (valore)', value: '1901-01-01/1901-12-31' },
        { fieldCode: 'date_display', label: 'Data visualizzata', value: null },
      ],
    },
    { fieldCode: 'descrizione', label: 'Descrizione', value: `Città di ${label} — “copia”` },
  ],
  filtri: [
    { id: 'place-roma', name: 'Roma', path: '/place/italia/lazio/roma', type: 'luogo', cord: [41.9, 12.5] },
  ],
  parent_path: ['1', '2'],
  representations: [],
  data: { start: -2177452800, end: null },
  score: 0,
});

describe('RecordBlob', () => {
  it('keeps page text apart: whole records exactly, a card one page, the shared blob none', () => {
    // Boxes last, boxes among the first keys (an import may order keys any way), no boxes.
    const pages = [
      { page: 1, text: 'pagina 1 città', width: 100, height: 50, boxes: '1,0,10,10 2,0,10,10 3,0,10,10' },
      { page: 2, boxes: '1,0,10,10 2,0,10,10 3,0,10,10', text: 'pagina 2 città', width: undefined },
      { page: 3, text: 'pagina 3 città' },
    ];
    const withText = { ...record('7', 'Lettera'), fulltext: pages, extra: 'after the pages' };
    const blob = new RecordBlob();
    blob.set(0, record('6', 'Senza testo'));
    blob.set(1, withText);
    blob.set(2, { ...record('8', 'Vuoto'), fulltext: [] });
    // The keys in their order, `fulltext` where it sat: the same JSON as before it was kept apart.
    expect(JSON.stringify(blob.get(1))).toBe(JSON.stringify(withText));
    expect(JSON.stringify(blob.get(2))).toBe(JSON.stringify({ ...record('8', 'Vuoto'), fulltext: [] }));
    const asked: number[] = [];
    const card = blob.getWith<{ fulltext: unknown[]; extra: string }>(1, (count, page) => {
      expect(count).toBe(3);
      asked.push(1);
      return [page(1)];
    });
    expect(asked).toEqual([1]);
    // A card's page comes without its word boxes (only the viewer draws them).
    expect(card.fulltext).toEqual([{ page: 2, text: 'pagina 2 città' }]);
    expect(card.extra).toBe('after the pages');
    expect(blob.getWith(0, () => [])).toEqual(blob.get(0));
    // What the raw calls read in process: no pages, as the raw worker's shared blob.
    expect(blob.getWithoutPages(1)).toEqual({ ...record('7', 'Lettera'), extra: 'after the pages' });
    // Replaced without pages: none are given back.
    blob.set(1, record('7', 'Lettera'));
    expect(blob.get(1)).toEqual(record('7', 'Lettera'));
    blob.set(1, withText);
    const reader = new SharedBlobReader(blob.shared(), blob.codec);
    expect(reader.get(1)).toEqual({ ...record('7', 'Lettera'), extra: 'after the pages' });
    expect(JSON.stringify(blob.get(1))).toBe(JSON.stringify(withText));
  });

  it('gives back each record exactly, keys in their order, non-Latin text included', () => {
    const blob = new RecordBlob();
    const records = [
      record('1', 'Lettera'),
      record('2', 'Ritratto'),
      { id: '3', extra: [[1, 2], []], n: null },
    ];
    records.forEach((r, doc) => {
      blob.set(doc, r);
    });
    blob.trim();
    records.forEach((r, doc) => {
      expect(JSON.stringify(blob.get(doc))).toBe(JSON.stringify(r));
    });
  });

  it('replaces a doc in place and drops undefined fields as JSON would', () => {
    const blob = new RecordBlob();
    blob.set(0, record('1', 'Prima'));
    blob.set(1, record('2', 'Seconda'));
    blob.set(0, { ...record('1', 'Corretta'), score: undefined });
    expect(blob.size).toBe(2);
    const first = blob.get<Record<string, unknown>>(0);
    expect(first.preferred_label).toBe('Corretta');
    expect('score' in first).toBe(false);
    expect(blob.get<Record<string, unknown>>(1).preferred_label).toBe('Seconda');
  });

  it('stores repeated parts once: a record takes far fewer bytes than its JSON', () => {
    const blob = new RecordBlob();
    for (let i = 0; i < 100; i++) blob.set(i, record(String(i), `Documento ${i}`));
    expect(blob.byteLength).toBeLessThan(JSON.stringify(record('1', 'Documento 1')).length * 100 * 0.5);
  });

  it('keeps values apart that only their type tells apart (shapes and interned values)', () => {
    const codec = new RecordCodec();
    const docs: Record<string, unknown>[] = [
      { table: '1', access: 1, type_id: { id: 1, name: 'a' }, filtri: [{ id: '1' }, { id: 1 }] },
      { table: 1, access: '1', type_id: { id: '1', name: 'a' }, filtri: [{ id: 1 }, { id: '1' }] },
      { table: null, access: true, type_id: 'x', filtri: [null, 'x', 1, [1]] },
      { table: 'ca_objects', access: 1, type_id: { id: 1, name: 'a', extra: [] }, filtri: [] },
      { access: 1, table: 'ca_objects', type_id: { name: 'a', id: 1 }, filtri: [{}] },
      { access: 'città 中文 😀', table: '', type_id: { id: 2 ** 53 - 1 }, url: 'ü' },
    ];
    const texts = docs.map((d) => codec.encode(d));
    const copy = RecordCodec.from(JSON.parse(JSON.stringify(codec.dictionary())));
    docs.forEach((d, i) => {
      expect(JSON.stringify(codec.decode(texts[i]!))).toBe(JSON.stringify(d));
      expect(JSON.stringify(copy.decode(texts[i]!, true))).toBe(JSON.stringify(d));
    });
    // Equal values share one dictionary entry and one shape.
    expect(codec.encode(docs[0]!)).toBe(texts[0]);
  });
});
