import { defineMessages } from '../../lib/define-messages';

export const messages = defineMessages({
  title: { id: 'catalogue.hierarchy.title', defaultMessage: 'Albero dell’archivio' },
  expand: { id: 'catalogue.hierarchy.expand', defaultMessage: 'Apri {label}' },
  collapse: { id: 'catalogue.hierarchy.collapse', defaultMessage: 'Chiudi {label}' },
  children: {
    id: 'catalogue.hierarchy.children',
    defaultMessage: '{count, plural, one {# elemento} other {# elementi}}',
  },
  more: { id: 'catalogue.hierarchy.more', defaultMessage: 'Mostra altri {count}' },
  loading: { id: 'catalogue.hierarchy.loading', defaultMessage: 'Caricamento…' },
  error: {
    id: 'catalogue.hierarchy.error',
    defaultMessage: 'Non è stato possibile caricare questo livello.',
  },
  retry: { id: 'catalogue.hierarchy.retry', defaultMessage: 'Riprova' },
  empty: { id: 'catalogue.hierarchy.empty', defaultMessage: 'Nessun elemento' },
});
