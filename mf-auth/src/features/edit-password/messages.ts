import { defineMessages } from 'react-intl';

/** /editPassword strings; the outcomes are the contracts' 'Password cambiata' and 'Errore nel cambio password'. */
export const editPasswordMessages = defineMessages({
  title: { id: 'auth.editPassword.title', defaultMessage: 'Cambia password' },
  current: { id: 'auth.editPassword.current', defaultMessage: 'Password attuale' },
  submit: { id: 'auth.editPassword.submit', defaultMessage: 'Cambia password' },
  signInFirst: { id: 'auth.editPassword.signInFirst', defaultMessage: 'Accedi per cambiare la password.' },
  toLogin: { id: 'auth.editPassword.toLogin', defaultMessage: 'Vai al login' },
  toSite: { id: 'auth.editPassword.toSite', defaultMessage: 'Torna al sito' },
});
