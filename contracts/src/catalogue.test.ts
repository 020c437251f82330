import { describe, expect, it } from 'vitest';
import {
  type CatalogueRecordInput,
  catalogueRecordSchema,
  dateDisplayOf,
  deriveRecord,
  numeroOf,
  relationSchema,
  scoreIcon,
  summarySchema,
  yearOf,
} from './catalogue';

const seconds = (iso: string) => Date.parse(iso) / 1000;

const record: CatalogueRecordInput = {
  id: '1042',
  table: 'ca_objects',
  preferred_label: 'Lettera di Giuseppe Verdi ad Arrigo Boito',
  score: 1.3,
  type_id: { id: 13, name: 'documento' },
  access: 1,
  hasMedia: true,
  data: { start: seconds('1881-03-02T00:00:00Z'), end: seconds('1881-03-02T23:59:59Z') },
  metadati: [
    {
      fieldCode: 'date',
      label: 'Data',
      subelements: [
        { fieldCode: 'dates_value', label: 'Data', value: '1881-03-02' },
        { fieldCode: 'date_display', label: 'Data visualizzata', value: '2 marzo 1881' },
      ],
    },
    {
      fieldCode: 'numerazione_definitiva',
      label: 'Numerazione definitiva',
      subelements: [
        { fieldCode: 'prefix', value: 'B' },
        { fieldCode: 'final_number', value: '12' },
        { fieldCode: 'final_number_bis', value: 'bis' },
      ],
    },
    { fieldCode: 'genreform', label: 'Genere', value: 'lettera' },
  ],
  filtri: [
    {
      id: 'place-1',
      name: 'Busseto',
      path: '/place/italia/emilia-romagna/busseto',
      type: 'luogo',
      cord: [44.98, 10.04],
    },
  ],
  parent: '900',
  parent_path: ['10', '900'],
  representations: [
    {
      mimetype: 'image/png',
      mediaType: 'image',
      url: { thumbnail: '/t.png', medium: '/m.png', large: '/l.png', original: '/o.png' },
    },
  ],
  primaryImg: { url: { medium: '/m.png' }, size: { width: 640, height: 480 } },
};

describe('catalogue record schema', () => {
  it('accepts a full record and applies defaults', () => {
    const parsed = catalogueRecordSchema.parse({ ...record, metadati: undefined, filtri: undefined });
    expect(parsed.metadati).toEqual([]);
    expect(parsed.filtri).toEqual([]);
    expect(parsed.isChild).toBe(false);
  });
  it('keeps metadati subelements, filtri cord and every url size', () => {
    const parsed = catalogueRecordSchema.parse(record);
    expect(parsed.metadati[0]?.subelements?.[1]?.value).toBe('2 marzo 1881');
    expect(parsed.filtri[0]?.cord).toEqual([44.98, 10.04]);
    expect(Object.keys(parsed.representations[0]?.url ?? {})).toEqual([
      'thumbnail',
      'medium',
      'large',
      'original',
    ]);
  });
  it('rejects an unknown table, a bad coordinate and a missing label', () => {
    expect(catalogueRecordSchema.safeParse({ ...record, table: 'users' }).success).toBe(false);
    expect(
      catalogueRecordSchema.safeParse({
        ...record,
        filtri: [{ id: 'x', name: 'x', path: '/', type: 't', cord: [200, 0] }],
      }).success,
    ).toBe(false);
    const { preferred_label: _, ...noLabel } = record;
    expect(catalogueRecordSchema.safeParse(noLabel).success).toBe(false);
  });
  it("keeps the fields and metadati keys a catalogue exports beyond the contract's", () => {
    const parsed = catalogueRecordSchema.parse({
      ...record,
      idno: 'ASM.1.12',
      metadati: [{ fieldCode: 'lingua', label: 'Lingua', value: 'latino', list_id: 37 }],
    });
    expect(parsed).toHaveProperty('idno', 'ASM.1.12');
    expect(parsed.metadati[0]).toHaveProperty('list_id', 37);
  });
  it('validates summaries and relations', () => {
    expect(
      summarySchema.safeParse({
        table: 'ca_objects',
        type: 'documento',
        metadati: [{ fieldCode: 'date', label: 'Data' }],
      }).success,
    ).toBe(true);
    expect(
      relationSchema.safeParse({
        id: '1',
        table: 'ca_objects',
        label: 'a',
        type: 'documento',
        access: 1,
        rel_id: '2',
        rel_table: 'ca_entities',
        rel_label: 'b',
        rel_type: 'persona',
        rel_access: 1,
        rel_name: 'autore',
        rel_name_reverse: 'autore di',
      }).success,
    ).toBe(true);
  });
});

describe('scoreIcon', () => {
  it.each([
    [0, 1],
    [0.79, 1],
    [0.8, 2],
    [1.19, 2],
    [1.2, 3],
    [1.59, 3],
    [1.6, 4],
    [1.99, 4],
    [2, 5],
    [7, 5],
  ])('score %d -> %d', (score, icon) => {
    expect(scoreIcon(score)).toBe(icon);
  });
  it('is 0 without a score', () => {
    expect(scoreIcon(undefined)).toBe(0);
    expect(scoreIcon(Number.NaN)).toBe(0);
  });
});

describe('derived fields', () => {
  it('takes the year from data.start, also before 1970', () => {
    expect(yearOf(seconds('1881-03-02T00:00:00Z'))).toBe(1881);
    expect(yearOf(undefined)).toBeUndefined();
  });
  it('prefers the display text of the date metadato', () => {
    expect(dateDisplayOf(record)).toBe('2 marzo 1881');
  });
  it('falls back to datetext, then to the years', () => {
    expect(
      dateDisplayOf({
        metadati: [
          { fieldCode: 'date', label: 'Data', subelements: [{ fieldCode: 'datetext', value: 'circa 1900' }] },
        ],
      }),
    ).toBe('circa 1900');
    expect(
      dateDisplayOf({
        data: { start: seconds('1900-01-01T00:00:00Z'), end: seconds('1910-12-31T00:00:00Z') },
      }),
    ).toBe('1900-1910');
    expect(
      dateDisplayOf({
        data: { start: seconds('1900-01-01T00:00:00Z'), end: seconds('1900-12-31T00:00:00Z') },
      }),
    ).toBe('1900');
    expect(dateDisplayOf({})).toBeUndefined();
  });
  it("shows the catalogue's own date text (dates_value, top-level date fields) before the computed years", () => {
    const data = { start: seconds('1789-01-01T00:00:00Z'), end: seconds('1799-12-31T23:59:59Z') };
    const sub = (fieldCode: string, value: string) => ({ fieldCode, value });
    expect(
      dateDisplayOf({
        data,
        metadati: [
          { fieldCode: 'date', label: 'Data', subelements: [sub('dates_value', '1789 - 1799 ca.')] },
        ],
      }),
    ).toBe('1789 - 1799 ca.');
    expect(
      dateDisplayOf({
        data,
        metadati: [
          {
            fieldCode: 'date',
            label: 'Data',
            subelements: [sub('dates_value', '1789-1799'), sub('datetext', 'fine sec. XVIII')],
          },
        ],
      }),
    ).toBe('fine sec. XVIII');
    expect(
      dateDisplayOf({ data, metadati: [{ fieldCode: 'datetext', label: 'Data', value: 'sec. XVIII' }] }),
    ).toBe('sec. XVIII');
    expect(dateDisplayOf({ data })).toBe('1789-1799');
  });
  it('joins numbering parts with spaces, skipping empty ones', () => {
    expect(numeroOf(record)).toBe('B 12 bis');
    expect(
      numeroOf({
        metadati: [
          {
            fieldCode: 'numerazione_definitiva',
            label: 'N',
            subelements: [
              { fieldCode: 'num_def', value: '7' },
              { fieldCode: 'def_bis', value: ' ' },
            ],
          },
        ],
      }),
    ).toBe('7');
    expect(numeroOf({ metadati: [] })).toBeUndefined();
  });
  it('derives link, pinned, scoreIcon, type, year, dateDisplay and numero', () => {
    const derived = deriveRecord(record, 'it', [{ id: '1042', table: 'ca_objects' }]);
    expect(derived).toEqual({
      link: '/oggetti/1042-lettera-di-giuseppe-verdi-ad-arrigo-boito',
      pinned: true,
      scoreIcon: 3,
      type: 'documento',
      year: 1881,
      dateDisplay: '2 marzo 1881',
      numero: 'B 12 bis',
    });
  });
  it('builds localised links and is not pinned for another table', () => {
    const derived = deriveRecord({ ...record, preferred_label: 'Città di Forlì' }, 'en', [
      { id: '1042', table: 'ca_entities' },
    ]);
    expect(derived.link).toBe('/en/objects/1042-citta-di-forli');
    expect(derived.pinned).toBe(false);
  });
});
