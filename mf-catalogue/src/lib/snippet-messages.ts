import { defineMessages } from './define-messages';

export const snippetMessages = defineMessages({
  page: { id: 'catalogue.fulltext.snippetPage', defaultMessage: 'Pagina {page}:' },
});
