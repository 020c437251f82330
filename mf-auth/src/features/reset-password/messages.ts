import { defineMessages } from 'react-intl';

/** /reset_password strings; the answers themselves come from the contracts messages. */
export const resetMessages = defineMessages({
  title: { id: 'auth.reset.title', defaultMessage: 'Reimposta la password' },
  requestIntro: {
    id: 'auth.reset.requestIntro',
    defaultMessage:
      'Scrivi l’indirizzo email del tuo account: ti invieremo un link per scegliere una nuova password.',
  },
  email: { id: 'auth.reset.email', defaultMessage: 'Email' },
  send: { id: 'auth.reset.send', defaultMessage: 'Invia il link' },
  setIntro: { id: 'auth.reset.setIntro', defaultMessage: 'Scegli la nuova password del tuo account.' },
  save: { id: 'auth.reset.save', defaultMessage: 'Salva la nuova password' },
  newLink: { id: 'auth.reset.newLink', defaultMessage: 'Richiedi un nuovo link' },
  toLogin: { id: 'auth.reset.toLogin', defaultMessage: 'Accedi con la nuova password' },
  expired: {
    id: 'auth.reset.expired',
    defaultMessage: 'Il link per reimpostare la password è scaduto: vale 24 ore.',
  },
  used: { id: 'auth.reset.used', defaultMessage: 'Il link per reimpostare la password è già stato usato.' },
});
