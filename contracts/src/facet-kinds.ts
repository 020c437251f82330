/**
 * The filter types every catalogue knows (spec section 3: filtri of type place, person, subject,
 * collection, plus the record type and the date), recognised whatever language the catalogue
 * named them in, so a page can name them in its own language ('Luogo', 'Place', 'Lieu'...) unless
 * the site's customjs labels them. Zod-free: remotes read it.
 */
export const FACET_KINDS = ['place', 'person', 'subject', 'collection', 'type', 'date'] as const;
export type FacetKind = (typeof FACET_KINDS)[number];

/** Names catalogues give each kind's filtri.type, in the six site languages (lower case). */
const NAMES: Record<FacetKind, readonly string[]> = {
  place: [
    'place',
    'places',
    'luogo',
    'luoghi',
    'lieu',
    'lieux',
    'ort',
    'orte',
    'lugar',
    'lugares',
    'mjesto',
    'mjesta',
  ],
  person: [
    'person',
    'persons',
    'people',
    'persona',
    'persone',
    'personne',
    'personnes',
    'personen',
    'personas',
    'osoba',
    'osobe',
  ],
  subject: [
    'subject',
    'subjects',
    'soggetto',
    'soggetti',
    'sujet',
    'sujets',
    'thema',
    'themen',
    'schlagwort',
    'materia',
    'materias',
    'tema',
    'predmet',
  ],
  collection: [
    'collection',
    'collections',
    'collezione',
    'collezioni',
    'sammlung',
    'sammlungen',
    'colección',
    'coleccion',
    'colecciones',
    'zbirka',
    'zbirke',
  ],
  type: ['type', 'types', 'tipo', 'tipi', 'typ', 'typen', 'tipos', 'tip', 'vrsta'],
  date: ['date', 'dates', 'data', 'date_display', 'datum', 'daten', 'fecha', 'fechas', 'datazione'],
};

/** The first segment of a filtro path (`/place/italia/roma` -> `/place`) a kind's values share. */
const ROOTS: Record<string, FacetKind> = {
  '/place': 'place',
  '/places': 'place',
  '/person': 'person',
  '/people': 'person',
  '/subject': 'subject',
  '/collection': 'collection',
  '/type': 'type',
  '/date': 'date',
};

const BY_NAME = new Map<string, FacetKind>(
  FACET_KINDS.flatMap((kind) => NAMES[kind].map((name) => [name, kind] as const)),
);

/**
 * The known kind of a facet group: by its filtri type's name in any of the site languages, else
 * by the path root its values share; undefined for a catalogue's own filter types.
 */
export function facetKindOf(type: string, pathRoot?: string): FacetKind | undefined {
  return (
    BY_NAME.get(type.trim().toLocaleLowerCase()) ?? (pathRoot ? ROOTS[pathRoot.toLowerCase()] : undefined)
  );
}
