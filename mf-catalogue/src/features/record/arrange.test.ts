import { describe, expect, it } from 'vitest';
import { recordAnswer, relatedAnswer, summariesAnswer } from '../../lib/fixtures';
import {
  arrangeMetadata,
  extraFields,
  groupRelations,
  pickSummary,
  recordMedia,
  recordPlaces,
} from './arrange';

describe('record page rules', () => {
  const { record } = recordAnswer();

  it('picks the summary named by customjs.summaryType, else the type, else "*"', () => {
    const summaries = [
      { table: 'ca_objects' as const, type: '*', metadati: [] },
      { table: 'ca_objects' as const, type: 'lettera', metadati: [] },
      { table: 'ca_objects' as const, type: 'breve', metadati: [] },
    ];
    expect(pickSummary(summaries, 'ca_objects', 'lettera', {})?.type).toBe('lettera');
    expect(pickSummary(summaries, 'ca_objects', 'lettera', { ca_objects: 'breve' })?.type).toBe('breve');
    expect(pickSummary(summaries, 'ca_objects', 'foto', {})?.type).toBe('*');
  });

  it('arranges metadati in the summary order with its labels, the rest after', () => {
    const summary = summariesAnswer().data[0];
    const { main, other } = arrangeMetadata(record.metadati, summary);
    expect(main.map((m) => [m.fieldCode, m.label])).toEqual([
      ['numerazione_definitiva', 'Numerazione'],
      ['descrizione', 'Descrizione'],
    ]);
    expect(other.map((m) => m.fieldCode)).toEqual(['date', 'genreform']);
  });

  it('groups relations by the name read from this record, in both directions', () => {
    const groups = groupRelations(relatedAnswer().data, 'ca_objects', '3220', 'it');
    expect(groups.map(([name, items]) => [name, items.map((i) => i.label)])).toEqual([
      ['autore', ['Mario Rossi']],
      ['soggetto', ['Teresa Lombardi']],
    ]);
    expect(groups[0]?.[1][0]?.link).toBe('/entita/1119-mario-rossi');
  });

  it('maps only /place/ filtri with coordinates', () => {
    expect(recordPlaces(record).map((p) => p.name)).toEqual(['Firenze']);
  });

  it('lists the primary image first and sorts representations by kind', () => {
    const media = recordMedia({
      preferred_label: 'X',
      primaryImg: {
        url: { large: '/a-large.png', thumbnail: '/a-thumb.png' },
        size: { width: 10, height: 20 },
      },
      representations: [
        { mediaType: 'image', url: { large: '/a-large.png' } },
        { mediaType: 'image', url: { medium: '/b.png' }, title: 'B' },
        { mimetype: 'video/mp4', url: { h264_hi: '/v.mp4' } },
        { mediaType: 'audio', url: { original: '/s.mp3' } },
      ],
    });
    expect(media.images.map((i) => i.src)).toEqual(['/a-large.png', '/b.png']);
    expect(media.videos).toEqual([{ src: '/v.mp4', title: 'X' }]);
    expect(media.audios).toEqual([{ src: '/s.mp3', title: 'X' }]);
  });
});

describe('extra fields of an export', () => {
  it('keeps top-level text and numbers the contract does not name, in order, labelled by name', () => {
    const { record } = recordAnswer({
      idno: 'PREF',
      locale_id: 7,
      _id: 'x',
      source_info: { by: 'CA' },
      tags: ['a'],
      peso: 0,
      vuoto: '',
      nan: Number.NaN,
    } as never);
    expect(extraFields(record)).toEqual([
      { fieldCode: 'idno', label: 'idno', value: 'PREF' },
      { fieldCode: 'peso', label: 'peso', value: '0' },
    ]);
    expect(extraFields(recordAnswer().record)).toEqual([]);
  });
});
