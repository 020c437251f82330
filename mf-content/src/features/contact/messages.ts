import { defineMessages } from '../../lib/define-messages';

export const contactMessages = defineMessages({
  title: { id: 'content.contactPage.title', defaultMessage: 'Contatti' },
  requestTitle: {
    id: 'content.contactPage.requestTitle',
    defaultMessage: 'Richiesta di accesso o riproduzione',
  },
  prefill: {
    id: 'content.contactPage.prefill',
    defaultMessage: 'Vorrei richiedere l’accesso o una riproduzione della scheda «{label}» ({link}).',
  },
  backToRecord: { id: 'content.contactPage.backToRecord', defaultMessage: 'Torna alla scheda' },
});
