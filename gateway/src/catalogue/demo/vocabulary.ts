/**
 * Words of the demo catalogue in Italian, English and French. Kept together so each generated record
 * says the same thing in the three languages.
 */
export type DemoLocale = 'it' | 'en' | 'fr';
export type Tri = Record<DemoLocale, string>;
const t = (it: string, en: string, fr: string): Tri => ({ it, en, fr });

export const MONTHS: Record<DemoLocale, string[]> = {
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** Record types: id, name per locale, table. 265 is the type the search leaves out by default. */
export const TYPES = {
  fondo: { id: 10, name: t('fondo', 'fonds', 'fonds') },
  serie: { id: 11, name: t('serie', 'series', 'série') },
  fascicolo: { id: 12, name: t('fascicolo', 'file', 'dossier') },
  documento: { id: 13, name: t('documento', 'document', 'document') },
  fotografia: { id: 14, name: t('fotografia', 'photograph', 'photographie') },
  lettera: { id: 15, name: t('lettera', 'letter', 'lettre') },
  disegno: { id: 16, name: t('disegno', 'drawing', 'dessin') },
  manifesto: { id: 17, name: t('manifesto', 'poster', 'affiche') },
  scheda: { id: 265, name: t('scheda di servizio', 'service record', 'fiche de service') },
  persona: { id: 20, name: t('persona', 'person', 'personne') },
  ente: { id: 21, name: t('ente', 'organisation', 'organisme') },
  evento: { id: 30, name: t('evento', 'event', 'événement') },
  mostra: { id: 31, name: t('mostra', 'exhibition', 'exposition') },
  luogo: { id: 40, name: t('città', 'town', 'ville') },
  collezione: { id: 50, name: t('collezione', 'collection', 'collection') },
  reperto: { id: 60, name: t('reperto', 'artefact', 'objet') },
} as const;
export type TypeKey = keyof typeof TYPES;

export const ITEM_TYPES: TypeKey[] = ['documento', 'fotografia', 'lettera', 'disegno', 'manifesto'];

export const SUBJECTS: { slug: string; name: Tri }[] = [
  { slug: 'bonifica', name: t('bonifica idraulica', 'land reclamation', 'assèchement des marais') },
  { slug: 'ferrovie', name: t('ferrovie', 'railways', 'chemins de fer') },
  { slug: 'teatro', name: t('teatro e musica', 'theatre and music', 'théâtre et musique') },
  { slug: 'agricoltura', name: t('agricoltura', 'agriculture', 'agriculture') },
  { slug: 'architettura', name: t('architettura', 'architecture', 'architecture') },
  { slug: 'emigrazione', name: t('emigrazione', 'emigration', 'émigration') },
  { slug: 'industria', name: t('industria tessile', 'textile industry', 'industrie textile') },
  { slug: 'scuola', name: t('istruzione pubblica', 'public education', 'instruction publique') },
  { slug: 'guerra', name: t('prima guerra mondiale', 'First World War', 'Première Guerre mondiale') },
  {
    slug: 'ricostruzione',
    name: t('ricostruzione postbellica', 'post-war reconstruction', 'reconstruction d’après-guerre'),
  },
  {
    slug: 'archeologia',
    name: t('scavi archeologici', 'archaeological excavations', 'fouilles archéologiques'),
  },
  { slug: 'porti', name: t('porti e navigazione', 'ports and shipping', 'ports et navigation') },
  { slug: 'sanita', name: t('sanità pubblica', 'public health', 'santé publique') },
  { slug: 'arte-sacra', name: t('arte sacra', 'sacred art', 'art sacré') },
];

export const FONDS_NAMES: Tri[] = [
  t('Archivio storico comunale', 'Municipal historical archive', 'Archives historiques municipales'),
  t('Fondo della Prefettura', 'Prefecture fonds', 'Fonds de la préfecture'),
  t(
    'Archivio della Camera di commercio',
    'Chamber of commerce archive',
    'Archives de la chambre de commerce',
  ),
  t('Fondo fotografico', 'Photographic fonds', 'Fonds photographique'),
  t('Archivio del Genio civile', 'Civil engineering office archive', 'Archives du génie civil'),
  t(
    'Fondo della Società operaia di mutuo soccorso',
    "Workers' mutual aid society fonds",
    'Fonds de la société ouvrière de secours mutuel',
  ),
  t('Archivio del Teatro comunale', 'Municipal theatre archive', 'Archives du théâtre municipal'),
  t('Fondo della famiglia', 'Family fonds of the', 'Fonds de la famille'),
];

export const SERIES_NAMES: Tri[] = [
  t('Carteggio', 'Correspondence', 'Correspondance'),
  t('Deliberazioni', 'Resolutions', 'Délibérations'),
  t('Opere pubbliche', 'Public works', 'Travaux publics'),
  t('Fotografie', 'Photographs', 'Photographies'),
  t('Progetti e disegni', 'Plans and drawings', 'Projets et dessins'),
  t('Manifesti e stampati', 'Posters and printed matter', 'Affiches et imprimés'),
  t('Contabilità', 'Accounts', 'Comptabilité'),
];

/** Item labels: {subject}, {place}, {person}, {year} are filled in. */
export const ITEM_TEMPLATES: Record<string, Tri[]> = {
  documento: [
    t(
      'Relazione sulla {subject} a {place}',
      'Report on {subject} in {place}',
      'Rapport sur {subject} à {place}',
    ),
    t(
      'Verbale della seduta del consiglio di {place}',
      'Minutes of the council meeting of {place}',
      'Procès-verbal de la séance du conseil de {place}',
    ),
    t(
      'Registro delle spese per {subject}',
      'Expense register for {subject}',
      'Registre des dépenses pour {subject}',
    ),
  ],
  fotografia: [
    t('Veduta di {place}', 'View of {place}', 'Vue de {place}'),
    t('Ritratto di {person}', 'Portrait of {person}', 'Portrait de {person}'),
    t(
      'Cantiere della {subject} a {place}',
      'Building site for {subject} in {place}',
      'Chantier pour {subject} à {place}',
    ),
  ],
  lettera: [
    t(
      'Lettera di {person} al sindaco di {place}',
      'Letter from {person} to the mayor of {place}',
      'Lettre de {person} au maire de {place}',
    ),
    t(
      'Lettera di {person} sulla {subject}',
      'Letter from {person} about {subject}',
      'Lettre de {person} sur {subject}',
    ),
  ],
  disegno: [
    t('Progetto del ponte di {place}', 'Design for the bridge of {place}', 'Projet du pont de {place}'),
    t('Pianta della stazione di {place}', 'Plan of the station of {place}', 'Plan de la gare de {place}'),
  ],
  manifesto: [
    t(
      'Manifesto della mostra su {subject}',
      'Poster of the exhibition on {subject}',
      "Affiche de l'exposition sur {subject}",
    ),
    t(
      'Avviso pubblico del comune di {place}',
      'Public notice of the municipality of {place}',
      'Avis public de la commune de {place}',
    ),
  ],
  scheda: [t('Scheda di servizio n. {year}', 'Service record no. {year}', 'Fiche de service n° {year}')],
};

export const DESCRIPTIONS: Tri[] = [
  t(
    'Il documento testimonia le trasformazioni del territorio di {place} legate a {subject}.',
    'The document bears witness to the changes in the area of {place} linked to {subject}.',
    'Le document témoigne des transformations du territoire de {place} liées à {subject}.',
  ),
  t(
    'Materiale conservato in buono stato, con annotazioni a matita di {person}.',
    'Material kept in good condition, with pencil notes by {person}.',
    'Matériel en bon état, avec des annotations au crayon de {person}.',
  ),
  t(
    'Parte della documentazione raccolta a {place} sulla {subject}.',
    'Part of the records gathered in {place} on {subject}.',
    'Partie de la documentation réunie à {place} sur {subject}.',
  ),
];

export const FIRST_NAMES = [
  'Giuseppe',
  'Maria',
  'Giovanni',
  'Anna',
  'Luigi',
  'Teresa',
  'Antonio',
  'Giulia',
  'Carlo',
  'Elena',
  'Francesco',
  'Rosa',
  'Pietro',
  'Lucia',
  'Vittorio',
  'Adele',
  'Enrico',
  'Clelia',
  'Arturo',
  'Ines',
];
export const LAST_NAMES = [
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
];

export const ORGANISATIONS: Tri[] = [
  t(
    'Società operaia di mutuo soccorso di {place}',
    "Workers' mutual aid society of {place}",
    'Société ouvrière de secours mutuel de {place}',
  ),
  t(
    'Consorzio di bonifica di {place}',
    'Land reclamation consortium of {place}',
    "Consortium d'assainissement de {place}",
  ),
  t('Camera di commercio di {place}', 'Chamber of commerce of {place}', 'Chambre de commerce de {place}'),
  t('Cassa di risparmio di {place}', 'Savings bank of {place}', "Caisse d'épargne de {place}"),
];

export const EVENTS: Tri[] = [
  t('Esposizione regionale di {place}', 'Regional exhibition of {place}', 'Exposition régionale de {place}'),
  t(
    'Inaugurazione della ferrovia di {place}',
    'Opening of the {place} railway',
    'Inauguration du chemin de fer de {place}',
  ),
  t('Alluvione di {place}', '{place} flood', 'Inondation de {place}'),
  t('Congresso agrario di {place}', 'Agricultural congress of {place}', 'Congrès agricole de {place}'),
];

export const COLLECTIONS: Tri[] = [
  t('Collezione Alinari', 'Alinari collection', 'Collection Alinari'),
  t(
    'Raccolta di cartoline storiche',
    'Historic postcard collection',
    'Collection de cartes postales anciennes',
  ),
  t('Collezione di manifesti', 'Poster collection', "Collection d'affiches"),
  t(
    'Raccolta di stampe e incisioni',
    'Prints and engravings collection',
    "Collection d'estampes et de gravures",
  ),
  t(
    'Collezione di fotografie aeree',
    'Aerial photograph collection',
    'Collection de photographies aériennes',
  ),
  t('Raccolta di disegni tecnici', 'Technical drawing collection', 'Collection de dessins techniques'),
];

export const ARTEFACTS: Tri[] = [
  t(
    'Medaglia commemorativa di {place}',
    'Commemorative medal of {place}',
    'Médaille commémorative de {place}',
  ),
  t('Vaso in ceramica da {place}', 'Ceramic vase from {place}', 'Vase en céramique de {place}'),
  t('Bandiera della società di {place}', 'Society banner of {place}', 'Bannière de la société de {place}'),
];

export const FIELD_LABELS: Record<string, Tri> = {
  date: t('Data', 'Date', 'Date'),
  dates_value: t('Data (valore)', 'Date (value)', 'Date (valeur)'),
  date_display: t('Data visualizzata', 'Displayed date', 'Date affichée'),
  datetext: t('Data testuale', 'Date as text', 'Date en texte'),
  genreform: t('Genere e forma', 'Genre and form', 'Genre et forme'),
  descrizione: t('Descrizione', 'Description', 'Description'),
  numerazione_definitiva: t('Numerazione definitiva', 'Final numbering', 'Numérotation définitive'),
  prefix: t('Prefisso', 'Prefix', 'Préfixe'),
  final_number: t('Numero', 'Number', 'Numéro'),
  final_number_bis: t('Bis', 'Bis', 'Bis'),
  consistenza: t('Consistenza', 'Extent', 'Importance matérielle'),
  video_collegati: t('Video collegati', 'Related videos', 'Vidéos liées'),
  biografia: t('Note biografiche', 'Biographical notes', 'Notes biographiques'),
  stima: t('Stima', 'Valuation', 'Estimation'),
  importo: t('Importo', 'Amount', 'Montant'),
  valuta: t('Valuta', 'Currency', 'Devise'),
};

export const RELATION_NAMES = {
  author: { name: t('autore', 'author', 'auteur'), reverse: t('autore di', 'author of', 'auteur de') },
  subject: { name: t('soggetto', 'subject', 'sujet'), reverse: t('citato in', 'mentioned in', 'cité dans') },
  event: {
    name: t('documenta', 'documents', 'documente'),
    reverse: t('documentato da', 'documented by', 'documenté par'),
  },
  place: { name: t('luogo', 'place', 'lieu'), reverse: t('luogo di', 'place of', 'lieu de') },
};
