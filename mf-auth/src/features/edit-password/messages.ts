import { defineMessages } from 'react-intl';

/** /editPassword strings; the outcomes are the contracts' 'Password cambiata' and 'Errore nel cambio password'. */
export const editPasswordMessages = defineMessages({
  title: { id: 'auth.editPassword.title', defaultMessage: 'Cambia password' },
  current: { id: 'auth.editPassword.current', defaultMessage: 'Password attuale' },
  currentWrong: {
    id: 'auth.editPassword.currentWrong',
    defaultMessage: 'Errore nel cambio password: la password attuale non è corretta',
  },
  submit: { id: 'auth.editPassword.submit', defaultMessage: 'Cambia password' },
  signInFirst: { id: 'auth.editPassword.signInFirst', defaultMessage: 'Accedi per cambiare la password.' },
  toLogin: { id: 'auth.editPassword.toLogin', defaultMessage: 'Vai al login' },
  toSite: { id: 'auth.editPassword.toSite', defaultMessage: 'Torna al sito' },
});
