import { describe, expect, it } from 'vitest';
import { chicagoCitation, recordCreator } from './citation';

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
