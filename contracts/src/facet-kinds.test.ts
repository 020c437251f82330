import { describe, expect, it } from 'vitest';
import { FACET_KINDS, facetKindOf } from './facet-kinds';

describe('facetKindOf', () => {
  it('knows each kind by its own name', () => {
    for (const kind of FACET_KINDS) expect(facetKindOf(kind)).toBe(kind);
  });

  it('knows the names Italian, French, German, Spanish and Croatian catalogues use', () => {
    expect(facetKindOf('Luogo')).toBe('place');
    expect(facetKindOf('lieu')).toBe('place');
    expect(facetKindOf('collezione')).toBe('collection');
    expect(facetKindOf('soggetto')).toBe('subject');
    expect(facetKindOf('personne')).toBe('person');
    expect(facetKindOf('Sammlung')).toBe('collection');
    expect(facetKindOf('fecha')).toBe('date');
    expect(facetKindOf('mjesto')).toBe('place');
    expect(facetKindOf('tipo')).toBe('type');
  });

  it('falls back to the path root the values share, and leaves a catalogue’s own types unknown', () => {
    expect(facetKindOf('località', '/place')).toBe('place');
    expect(facetKindOf('fondo archivistico', '/fondo')).toBeUndefined();
    expect(facetKindOf('genreform')).toBeUndefined();
  });
});
