import { defineMessages } from '../../lib/define-messages';

export const userMessages = defineMessages({
  title: { id: 'admin.users.title', defaultMessage: 'Utenti' },
  managerScope: {
    id: 'admin.users.managerScope',
    defaultMessage:
      'Come gestore gestisci operatori e gestori; gli amministratori li gestisce un amministratore.',
  },
  name: { id: 'admin.users.name', defaultMessage: 'Nome' },
  surname: { id: 'admin.users.surname', defaultMessage: 'Cognome' },
  email: { id: 'admin.users.email', defaultMessage: 'Email' },
  password: { id: 'admin.users.password', defaultMessage: 'Password' },
  passwordKeep: { id: 'admin.users.passwordKeep', defaultMessage: 'Lascia vuoto per non cambiarla' },
  role: { id: 'admin.users.role', defaultMessage: 'Ruolo' },
  lastLogin: { id: 'admin.users.lastLogin', defaultMessage: 'Ultimo accesso' },
  actions: { id: 'admin.users.actions', defaultMessage: 'Azioni' },
  edit: { id: 'admin.users.edit', defaultMessage: 'Modifica {name}' },
  remove: { id: 'admin.users.remove', defaultMessage: 'Elimina {name}' },
  create: { id: 'admin.users.create', defaultMessage: 'Nuovo utente' },
  editing: { id: 'admin.users.editing', defaultMessage: 'Modifica utente' },
  submit: { id: 'admin.users.submit', defaultMessage: 'Salva utente' },
  cancel: { id: 'admin.users.cancel', defaultMessage: 'Annulla' },
  saved: { id: 'admin.users.saved', defaultMessage: 'Utente salvato' },
  removed: { id: 'admin.users.removed', defaultMessage: 'Utente eliminato' },
  you: { id: 'admin.users.you', defaultMessage: 'il tuo account' },
  requiredCreate: {
    id: 'admin.users.requiredCreate',
    defaultMessage: 'Obbligatori: email, password e ruolo. Nome e cognome sono facoltativi.',
  },
  requiredEdit: {
    id: 'admin.users.requiredEdit',
    defaultMessage: 'Obbligatori: email e ruolo. Nome e cognome sono facoltativi.',
  },
  loading: { id: 'admin.users.loading', defaultMessage: 'Caricamento degli utenti…' },
  ownPassword: { id: 'admin.users.ownPassword', defaultMessage: 'Cambia la tua password' },
  currentPassword: { id: 'admin.users.currentPassword', defaultMessage: 'Password attuale' },
  newPassword: { id: 'admin.users.newPassword', defaultMessage: 'Nuova password' },
  confirmation: { id: 'admin.users.confirmation', defaultMessage: 'Ripeti la nuova password' },
  changePassword: { id: 'admin.users.changePassword', defaultMessage: 'Cambia password' },
});
