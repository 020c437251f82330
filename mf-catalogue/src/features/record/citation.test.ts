import { describe, expect, it } from 'vitest';
import { archivalReference, chicagoCitation, recordCreator } from './citation';

describe('chicagoCitation', () => {
  it('writes creator, title, date, site, URL and accessed date in Chicago order', () => {
    expect(
      chicagoCitation({
        creator: 'Giuseppe Primoli',
        title: 'Veduta del porto',
        date: '1890',
        site: 'Archivio Storico',
        url: 'https://archivio.example.org/oggetti/12-veduta-del-porto',
        accessed: 'consultato il 4 marzo 2025',
      }),
    ).toBe(
      'Giuseppe Primoli. “Veduta del porto.” 1890. Archivio Storico. https://archivio.example.org/oggetti/12-veduta-del-porto (consultato il 4 marzo 2025).',
    );
  });

  it('leaves out what is unknown and does not double a final stop', () => {
    expect(
      chicagoCitation({ title: 'Lettera?', url: 'https://x.org/a', accessed: 'accessed May 1, 2025' }),
    ).toBe('“Lettera?” https://x.org/a (accessed May 1, 2025).');
  });
});

describe('recordCreator', () => {
  it('reads a creator field first, then a creator facet value', () => {
    const filtri = [{ id: 'p1', name: 'Studio Alinari', path: '/entity/1', type: 'autore' }];
    expect(
      recordCreator({
        metadati: [{ fieldCode: 'autore', label: 'Autore', value: '<b>A. Rossi</b>' }],
        filtri,
      }),
    ).toBe('A. Rossi');
    expect(recordCreator({ metadati: [], filtri })).toBe('Studio Alinari');
    expect(
      recordCreator({
        metadati: [{ fieldCode: 'descrizione', label: 'Descrizione', value: 'x' }],
        filtri: [],
      }),
    ).toBeUndefined();
  });
});

describe('archival reference in the citation (issue 26)', () => {
  const n = (number: string) => `n. ${number}`;
  it('names fonds and series from the hierarchy, then the number or the idno', () => {
    const parents = [
      { preferred_label: 'Archivio storico comunale Roma' },
      { preferred_label: 'Fotografie' },
    ];
    expect(archivalReference({ numero: '12 bis' }, parents, n)).toBe(
      'Archivio storico comunale Roma, Fotografie, n. 12 bis',
    );
    expect(archivalReference({ idno: 'ASC.1857.3' }, parents, n)).toBe(
      'Archivio storico comunale Roma, Fotografie, n. ASC.1857.3',
    );
    expect(archivalReference({}, [], n)).toBeUndefined();
    expect(
      chicagoCitation({
        title: 'Agricoltura, 1857',
        date: '1857-1861',
        reference: archivalReference({ numero: '3' }, parents, n),
        site: 'Archivio Storico',
        url: 'https://a.example/oggetti/1676',
        accessed: 'consultato il 4 marzo 2025',
      }),
    ).toBe(
      '“Agricoltura, 1857.” 1857-1861. Archivio storico comunale Roma, Fotografie, n. 3. Archivio Storico. https://a.example/oggetti/1676 (consultato il 4 marzo 2025).',
    );
  });
});
