import { defineMessages } from './define-messages';

/** Texts of the pieces in src/lib shared by several features (cards, pins, score, not found). */
export const libMessages = defineMessages({
  pinAdd: { id: 'catalogue.pin.add', defaultMessage: 'Aggiungi ai preferiti: {label}' },
  pinRemove: { id: 'catalogue.pin.remove', defaultMessage: 'Togli dai preferiti: {label}' },
  pinFailed: { id: 'catalogue.pin.failed', defaultMessage: 'Non è stato possibile salvare i preferiti' },
  score: { id: 'catalogue.score', defaultMessage: 'Punteggio {score} su 5' },
  noScore: { id: 'catalogue.score.none', defaultMessage: 'Nessun punteggio' },
  scoreLegend: {
    id: 'catalogue.score.legend',
    defaultMessage: 'Rilevanza della scheda nell’archivio: da 1 barra (bassa) a 5 (alta)',
  },
  tableCa_objects: { id: 'catalogue.table.ca_objects', defaultMessage: 'Oggetti' },
  tableCa_entities: { id: 'catalogue.table.ca_entities', defaultMessage: 'Entità' },
  tableCa_occurrences: { id: 'catalogue.table.ca_occurrences', defaultMessage: 'Occorrenze' },
  tableObjects: { id: 'catalogue.table.objects', defaultMessage: 'Dati' },
  tableCa_places: { id: 'catalogue.table.ca_places', defaultMessage: 'Luoghi' },
  tableCa_collections: { id: 'catalogue.table.ca_collections', defaultMessage: 'Collezioni' },
});

/** Names of the filter types every catalogue knows (contracts facet-kinds.ts), in the page's language. */
export const facetKindMessages = defineMessages({
  place: { id: 'catalogue.facet.kind.place', defaultMessage: 'Luogo' },
  person: { id: 'catalogue.facet.kind.person', defaultMessage: 'Persona' },
  subject: { id: 'catalogue.facet.kind.subject', defaultMessage: 'Soggetto' },
  collection: { id: 'catalogue.facet.kind.collection', defaultMessage: 'Collezione' },
  type: { id: 'catalogue.facet.kind.type', defaultMessage: 'Tipologia' },
  date: { id: 'catalogue.facet.kind.date', defaultMessage: 'Data' },
});
