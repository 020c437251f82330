import { describe, expect, it } from 'vitest';
import { recordBreadcrumbJsonLd, recordJsonLd, recordSchemaType, type SeoRecord } from './record-json-ld';
import { serializeJsonLd } from './serialize';

const BASE = 'https://archivio.example.org';
const record = (over: Partial<SeoRecord>): SeoRecord => ({
  id: '12',
  table: 'ca_objects',
  preferred_label: 'Veduta di Roma',
  type_id: { id: 14, name: 'fotografia' },
  ...over,
});
/** What a crawler reads: the serialised script text parsed back. */
const crawl = (value: unknown) => JSON.parse(serializeJsonLd(value)) as Record<string, unknown>;

describe('recordJsonLd', () => {
  it('describes a photograph as a VisualArtwork with its page, image, date and parent', () => {
    const ld = crawl(
      recordJsonLd(
        record({
          data: { start: -2524521600, end: -2524521600 },
          numero: 'F 12',
          metadati: [{ fieldCode: 'descrizione', value: '<p>Una <b>veduta</b> &amp; altro</p>' }],
          primaryImg: { url: { thumbnail: '/media/t.jpg', large: '/media/l.jpg' } },
        }),
        {
          locale: 'en',
          publicUrl: BASE,
          parents: [{ id: '3', table: 'ca_objects', preferred_label: 'Fondo Rossi' }],
        },
      ),
    );
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('VisualArtwork');
    expect(ld.url).toBe(`${BASE}/en/objects/12-veduta-di-roma`);
    expect(ld.name).toBe('Veduta di Roma');
    expect(ld.description).toBe('Una veduta & altro');
    expect(ld.image).toBe(`${BASE}/media/l.jpg`);
    expect(ld.dateCreated).toBe('1890-01-01');
    expect(ld.identifier).toBe('F 12');
    expect(ld.isPartOf).toMatchObject({ name: 'Fondo Rossi', url: `${BASE}/en/objects/3-fondo-rossi` });
  });

  it('picks ArchiveComponent for archival units and CreativeWork for other objects', () => {
    expect(recordSchemaType(record({ type_id: { id: 12, name: 'fascicolo' } }))).toBe('ArchiveComponent');
    expect(recordSchemaType(record({ type_id: { id: 15, name: 'lettre' } }))).toBe('ArchiveComponent');
    expect(recordSchemaType(record({ type_id: { id: 60, name: 'reperto' } }))).toBe('CreativeWork');
    expect(recordSchemaType(record({ table: 'objects', type_id: { id: 17, name: 'poster' } }))).toBe(
      'VisualArtwork',
    );
  });

  it('flags a record with page text by its access modes, never publishing the text', () => {
    const letter = record({
      type_id: { id: 15, name: 'lettera' },
      fulltext: [{ page: 1, text: 'Carissimo fratello' }],
    });
    const ld = crawl(recordJsonLd(letter, { locale: 'it', publicUrl: BASE }));
    expect(ld.accessMode).toEqual(['textual', 'visual']);
    expect(JSON.stringify(ld)).not.toContain('Carissimo');
    expect(crawl(recordJsonLd(record({}), { locale: 'it', publicUrl: BASE })).accessMode).toBeUndefined();
  });

  it('tells people from organisations by type name, then by fields', () => {
    const entity = (name: string, fieldCode = 'x') =>
      recordSchemaType(record({ table: 'ca_entities', type_id: { id: 1, name }, metadati: [{ fieldCode }] }));
    expect(entity('persona')).toBe('Person');
    expect(entity('personne')).toBe('Person');
    expect(entity('ente')).toBe('Organization');
    expect(entity('organisation')).toBe('Organization');
    expect(entity('famiglia')).toBe('Organization');
    expect(entity('soggetto produttore', 'storia_istituzionale')).toBe('Organization');
    expect(entity('soggetto produttore', 'biografia')).toBe('Person');
    const person = crawl(
      recordJsonLd(
        record({
          table: 'ca_entities',
          preferred_label: 'Anna Bianchi',
          type_id: { id: 20, name: 'persona' },
          data: { start: -3155673600, end: -1577923200 },
        }),
        { locale: 'it', publicUrl: BASE },
      ),
    );
    expect(person).toMatchObject({
      '@type': 'Person',
      birthDate: '1870-01-01',
      deathDate: '1920-01-01',
      url: `${BASE}/entita/12-anna-bianchi`,
    });
    expect(person.genre).toBeUndefined();
  });

  it('gives a place its coordinates from the filtri cord', () => {
    const ld = crawl(
      recordJsonLd(
        record({
          table: 'ca_places',
          preferred_label: 'Roma',
          type_id: { id: 40, name: 'città' },
          filtri: [{ name: 'Roma', path: '/place/italia/roma', type: 'luogo', cord: [41.9, 12.5] }],
        }),
        { locale: 'fr', publicUrl: BASE },
      ),
    );
    expect(ld['@type']).toBe('Place');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 41.9, longitude: 12.5 });
    expect(ld.url).toBe(`${BASE}/fr/lieux/12-roma`);
  });

  it('makes an occurrence an Event with dates and location, and a collection a Collection', () => {
    const event = crawl(
      recordJsonLd(
        record({
          table: 'ca_occurrences',
          preferred_label: 'Mostra (1911)',
          type_id: { id: 31, name: 'mostra' },
          data: { start: -1861920000, end: -1860000000 },
          filtri: [{ name: 'Torino', path: '/place/torino', cord: [45.07, 7.68] }],
        }),
        { locale: 'it', publicUrl: BASE },
      ),
    );
    expect(event).toMatchObject({ '@type': 'Event', startDate: '1911-01-01', endDate: '1911-01-23' });
    expect(event.location).toMatchObject({ '@type': 'Place', name: 'Torino', geo: { latitude: 45.07 } });
    const collection = crawl(
      recordJsonLd(record({ table: 'ca_collections', type_id: { id: 50, name: 'collezione' } }), {
        locale: 'it',
        publicUrl: BASE,
      }),
    );
    expect(collection['@type']).toBe('Collection');
  });
});

describe('recordBreadcrumbJsonLd', () => {
  it('lists the ancestors root first, then the record, with positions and links', () => {
    const ld = crawl(
      recordBreadcrumbJsonLd(
        { id: '12', table: 'ca_objects', preferred_label: 'Lettera' },
        [
          { id: '1', table: 'ca_objects', preferred_label: 'Fondo' },
          { id: '2', table: 'ca_objects', preferred_label: 'Serie' },
        ],
        'en',
        BASE,
      ),
    );
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Fondo', item: `${BASE}/en/objects/1-fondo` },
      { '@type': 'ListItem', position: 2, name: 'Serie', item: `${BASE}/en/objects/2-serie` },
      { '@type': 'ListItem', position: 3, name: 'Lettera', item: `${BASE}/en/objects/12-lettera` },
    ]);
  });
});
