import { defineMessages } from '../../lib/define-messages';

export const messages = defineMessages({
  title: { id: 'catalogue.timeline.title', defaultMessage: 'Linea del tempo' },
  chart: {
    id: 'catalogue.timeline.chart',
    defaultMessage:
      'Schede per anno dal {from} al {to}. Frecce per spostarsi, Invio per cercare l’anno, Maiuscole+Invio per un periodo',
  },
  bar: {
    id: 'catalogue.timeline.bar',
    defaultMessage: '{year}: {count, plural, one {# scheda} other {# schede}}',
  },
  spanTitle: { id: 'catalogue.timeline.span', defaultMessage: 'Cerca un periodo' },
  spanFrom: { id: 'catalogue.timeline.span.from', defaultMessage: 'Dall’anno' },
  spanTo: { id: 'catalogue.timeline.span.to', defaultMessage: 'All’anno' },
  spanSubmit: { id: 'catalogue.timeline.span.submit', defaultMessage: 'Cerca nel periodo' },
  spanStart: {
    id: 'catalogue.timeline.span.start',
    defaultMessage: 'Inizio del periodo: {year}. Scegli l’anno finale con Maiuscole+Invio',
  },
  loading: { id: 'catalogue.timeline.loading', defaultMessage: 'Caricamento della linea del tempo…' },
  empty: { id: 'catalogue.timeline.empty', defaultMessage: 'Nessuna scheda datata' },
  open: { id: 'catalogue.timeline.open', defaultMessage: 'Esplora la linea del tempo' },
});
