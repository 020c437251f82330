import { defineMessages } from '../lib/define-messages';

/** Texts the pages add around the features they compose. */
export const pageMessages = defineMessages({
  requestAccess: { id: 'catalogue.record.requestAccess', defaultMessage: 'Richiedi accesso / riproduzione' },
});
