import { defineMessages } from '../../lib/define-messages';

export const messages = defineMessages({
  title: { id: 'catalogue.map.title', defaultMessage: 'Mappa dei luoghi' },
  region: {
    id: 'catalogue.map.region',
    defaultMessage: 'Mappa interattiva: {count, plural, one {# luogo} other {# luoghi}}',
  },
  loading: { id: 'catalogue.map.loading', defaultMessage: 'Caricamento della mappa…' },
  failed: {
    id: 'catalogue.map.failed',
    defaultMessage: 'La mappa non è disponibile; i luoghi sono elencati qui sotto.',
  },
  listTitle: { id: 'catalogue.map.list', defaultMessage: 'Elenco dei luoghi' },
  records: {
    id: 'catalogue.map.records',
    defaultMessage: '{count, plural, one {# scheda} other {# schede}}',
  },
  searchPlace: { id: 'catalogue.map.search', defaultMessage: 'Cerca le schede di {name}' },
  openMap: { id: 'catalogue.map.open', defaultMessage: 'Esplora la mappa' },
  cluster: {
    id: 'catalogue.map.cluster',
    defaultMessage: '{count, plural, one {# luogo} other {# luoghi vicini: avvicina la mappa per vederli}}',
  },
  legend: {
    id: 'catalogue.map.legend',
    defaultMessage:
      'Il numero su un segnaposto è quello delle schede del luogo; su un cerchio colorato, quello dei luoghi vicini che raggruppa.',
  },
});
