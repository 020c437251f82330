import { defineMessages } from '../../lib/define-messages';

export const messages = defineMessages({
  title: { id: 'catalogue.explore.title', defaultMessage: 'Esplora l’archivio' },
  intro: {
    id: 'catalogue.explore.intro',
    defaultMessage: 'Parti da un tipo di scheda, da un luogo sulla mappa, da un anno o da un’immagine.',
  },
  countsTitle: { id: 'catalogue.explore.counts', defaultMessage: 'L’archivio in numeri' },
  typesTitle: { id: 'catalogue.explore.types', defaultMessage: 'Tipologie di {table}' },
  chartsTitle: { id: 'catalogue.explore.charts', defaultMessage: 'Grafici' },
  chartTables: { id: 'catalogue.explore.chart.tables', defaultMessage: 'Schede per tipo' },
  chartTypes: { id: 'catalogue.explore.chart.types', defaultMessage: 'Tipologie più frequenti' },
  loading: { id: 'catalogue.explore.loading', defaultMessage: 'Caricamento…' },
  browseTitle: { id: 'catalogue.browse.title', defaultMessage: 'Sfoglia l’archivio' },
  browseFacets: { id: 'catalogue.browse.facets', defaultMessage: 'Sfoglia per' },
  browseValues: { id: 'catalogue.browse.values', defaultMessage: '{name}: tutti i valori' },
  browseTable: { id: 'catalogue.browse.table', defaultMessage: 'Tutte le schede: {name}' },
  browseBack: { id: 'catalogue.browse.back', defaultMessage: 'Torna a Sfoglia' },
  browseMore: { id: 'catalogue.browse.more', defaultMessage: 'Vedi tutte le schede' },
});
