import { defineMessages } from '../../lib/define-messages';

export const messages = defineMessages({
  title: { id: 'catalogue.viewer.title', defaultMessage: 'Sfogliatore' },
  none: { id: 'catalogue.viewer.none', defaultMessage: 'Nessun documento da sfogliare.' },
  noPages: {
    id: 'catalogue.viewer.noPages',
    defaultMessage: 'Questo documento non ha immagini da sfogliare.',
  },
  back: { id: 'catalogue.viewer.back', defaultMessage: 'Torna alla scheda' },
  search: { id: 'catalogue.viewer.search', defaultMessage: 'Vai alla ricerca' },
  page: { id: 'catalogue.viewer.page', defaultMessage: 'Pagina {page} di {pages}' },
  previous: { id: 'catalogue.viewer.previous', defaultMessage: 'Pagina precedente' },
  next: { id: 'catalogue.viewer.next', defaultMessage: 'Pagina successiva' },
  zoomIn: { id: 'catalogue.viewer.zoomIn', defaultMessage: 'Ingrandisci' },
  zoomOut: { id: 'catalogue.viewer.zoomOut', defaultMessage: 'Riduci' },
  reset: { id: 'catalogue.viewer.reset', defaultMessage: 'Adatta alla finestra' },
  fullScreen: { id: 'catalogue.viewer.fullScreen', defaultMessage: 'Schermo intero' },
  help: {
    id: 'catalogue.viewer.help',
    defaultMessage:
      'Tasti: ← → cambiano pagina, + e − ingrandiscono e riducono, 0 adatta; sull’immagine W A S D spostano la vista.',
  },
  loading: { id: 'catalogue.viewer.loading', defaultMessage: 'Caricamento dello sfogliatore…' },
  region: { id: 'catalogue.viewer.region', defaultMessage: 'Immagine della pagina {page}' },
  searchRegion: { id: 'catalogue.viewer.searchRegion', defaultMessage: 'Ricerca nel documento' },
  searchLabel: { id: 'catalogue.viewer.searchLabel', defaultMessage: 'Cerca nel testo del documento' },
  searchButton: { id: 'catalogue.viewer.searchButton', defaultMessage: 'Cerca' },
  searching: { id: 'catalogue.viewer.searching', defaultMessage: 'Ricerca in corso…' },
  searchFailed: {
    id: 'catalogue.viewer.searchFailed',
    defaultMessage: 'La ricerca non è riuscita. Riprova tra poco.',
  },
  noHits: { id: 'catalogue.viewer.noHits', defaultMessage: 'Nessun risultato nel testo del documento.' },
  hitCount: {
    id: 'catalogue.viewer.hitCount',
    defaultMessage:
      '{count, plural, one {# risultato} other {# risultati}} in {pages, plural, one {# pagina} other {# pagine}}',
  },
  hitPage: { id: 'catalogue.viewer.hitPage', defaultMessage: 'Pagina {page}' },
});
