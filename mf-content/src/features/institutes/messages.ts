import { defineMessages } from '../../lib/define-messages';

export const institutesMessages = defineMessages({
  title: { id: 'content.institutes.title', defaultMessage: 'Istituti' },
  back: { id: 'content.institutes.back', defaultMessage: 'Tutti gli istituti' },
  contacts: { id: 'content.institutes.contacts', defaultMessage: 'Contatti' },
  email: { id: 'content.institutes.email', defaultMessage: 'Email' },
  phone: { id: 'content.institutes.phone', defaultMessage: 'Telefono' },
  address: { id: 'content.institutes.address', defaultMessage: 'Indirizzo' },
  hours: { id: 'content.institutes.hours', defaultMessage: 'Orari di apertura' },
});
