import { describe, expect, it } from 'vitest';
import { canonicalReading } from './route-readings';

describe('alternative readings of the spec URL forms', () => {
  it.each([
    ['/en/istituti', '/en/institutes'],
    ['/en/istituti/fototeca', '/en/institutes/fototeca'],
    ['/fr/cerca?tags=roma', '/fr/recherche?tags=roma'],
    ['/fr/search', '/fr/recherche'],
    ['/fr/percorsi', '/fr/parcours'],
    ['/fr/stories/mestieri', '/fr/parcours/mestieri'],
    ['/en/percorsi/mestieri', '/en/stories/mestieri'],
    ['/fr/sfogliatore/12?tabella=ca_entities', '/fr/visionneuse/12?tabella=ca_entities'],
    ['/en/sfogliatore', '/en/viewer'],
    ['/en/esplora', '/en/explore'],
    ['/fr/esplora', '/fr/explorer'],
    ['/en/oggetti/12-mona-lisa', '/en/objects/12-mona-lisa'],
    ['/fr/luoghi', '/fr/lieux'],
    ['/fr/browse/x', '/fr/parcourir/x'],
    ['/en/browse/oggetti', '/en/browse/objects'],
    ['/search', '/cerca'],
    ['/stories/mestieri', '/percorsi/mestieri'],
    ['/objects/12', '/oggetti/12'],
  ])('%s answers %s', (url, canonical) => {
    expect(canonicalReading(url)).toBe(canonical);
  });

  it.each([
    '/en/institutes',
    '/fr/recherche',
    '/cerca',
    '/en/about',
    '/fr/chi-siamo',
    '/',
    '/en',
    '/en/objects/12',
    '/en/browse/objects',
    '/en/browse/luogo',
    '/fr/a/b/c',
    '/en/price',
  ])('%s is canonical or names nothing', (url) => {
    expect(canonicalReading(url)).toBeUndefined();
  });

  it('leaves a disabled locale alone (not found, never redirected)', () => {
    expect(canonicalReading('/de/cerca', ['it', 'en', 'fr'])).toBeUndefined();
    expect(canonicalReading('/fr/cerca', ['it', 'fr'])).toBe('/fr/recherche');
  });
});
