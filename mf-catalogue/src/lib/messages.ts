import { defineMessages } from './define-messages';

/** Texts of the pieces in src/lib shared by several features (cards, pins, score, not found). */
export const libMessages = defineMessages({
  pinAdd: { id: 'catalogue.pin.add', defaultMessage: 'Aggiungi ai preferiti: {label}' },
  pinRemove: { id: 'catalogue.pin.remove', defaultMessage: 'Togli dai preferiti: {label}' },
  pinFailed: { id: 'catalogue.pin.failed', defaultMessage: 'Non è stato possibile salvare i preferiti' },
  score: { id: 'catalogue.score', defaultMessage: 'Punteggio {score} su 5' },
  noScore: { id: 'catalogue.score.none', defaultMessage: 'Nessun punteggio' },
  tableCa_objects: { id: 'catalogue.table.ca_objects', defaultMessage: 'Oggetti' },
  tableCa_entities: { id: 'catalogue.table.ca_entities', defaultMessage: 'Entità' },
  tableCa_occurrences: { id: 'catalogue.table.ca_occurrences', defaultMessage: 'Occorrenze' },
  tableObjects: { id: 'catalogue.table.objects', defaultMessage: 'Dati' },
  tableCa_places: { id: 'catalogue.table.ca_places', defaultMessage: 'Luoghi' },
  tableCa_collections: { id: 'catalogue.table.ca_collections', defaultMessage: 'Collezioni' },
});
