import { defineMessages } from 'react-intl';

/** Strings of the pieces every auth form shares (catalogues in src/lang). */
export const sharedMessages = defineMessages({
  showPassword: { id: 'auth.password.show', defaultMessage: 'Mostra password' },
  hidePassword: { id: 'auth.password.hide', defaultMessage: 'Nascondi password' },
  sending: { id: 'auth.form.sending', defaultMessage: 'Invio in corso…' },
  backToLogin: { id: 'auth.form.backToLogin', defaultMessage: 'Torna al login' },
});

/** The new-password pair shared by /editPassword and /reset_password/{token}. */
export const newPasswordMessages = defineMessages({
  password: { id: 'auth.newPassword.password', defaultMessage: 'Nuova password' },
  confirmation: { id: 'auth.newPassword.confirmation', defaultMessage: 'Ripeti la nuova password' },
});
