import { defineMessage, defineMessages } from 'react-intl';

/** Login screen strings; the failure message itself is the contracts' 'auth.loginFailed'. */
export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Accedi' },
  email: { id: 'auth.login.email', defaultMessage: 'Email' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Accedi' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Password dimenticata?' },
  missing: { id: 'auth.login.missing', defaultMessage: 'Inserisci email e password.' },
  continue: { id: 'auth.login.continue', defaultMessage: 'Continua' },
  changePassword: { id: 'auth.login.changePassword', defaultMessage: 'Cambia password' },
  logout: { id: 'auth.login.logout', defaultMessage: 'Esci' },
});

export const signedInMessage = defineMessage<{ email: string }>({
  id: 'auth.login.signedIn',
  defaultMessage: 'Hai già effettuato l’accesso come {email}.',
});
