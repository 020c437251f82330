import { defineMessages } from '../define-messages';

export const formMessages = defineMessages({
  name: { id: 'content.form.name', defaultMessage: 'Nome' },
  surname: { id: 'content.form.surname', defaultMessage: 'Cognome' },
  email: { id: 'content.form.email', defaultMessage: 'Email' },
  text: { id: 'content.form.text', defaultMessage: 'Messaggio' },
  required: {
    id: 'content.form.requiredNote',
    defaultMessage: 'I campi contrassegnati con * sono obbligatori.',
  },
  privacy: {
    id: 'content.form.privacy',
    defaultMessage: 'Ho letto e accetto l’<link>informativa sulla privacy</link>',
  },
  terms: {
    id: 'content.form.terms',
    defaultMessage: 'Accetto i termini e le condizioni e l’<link>informativa sulla privacy</link>',
  },
  newsletterTitle: { id: 'content.newsletter.title', defaultMessage: 'Iscriviti alla newsletter' },
  newsletterIntro: {
    id: 'content.newsletter.intro',
    defaultMessage: 'Ricevi le novità dell’archivio: mostre, nuove schede e appuntamenti.',
  },
  subscribe: { id: 'content.newsletter.submit', defaultMessage: 'Iscriviti' },
  contactTitle: { id: 'content.contact.title', defaultMessage: 'Contattaci' },
  accessTitle: { id: 'content.contact.accessTitle', defaultMessage: 'Richiedi l’accesso' },
  contactIntro: {
    id: 'content.contact.intro',
    defaultMessage: 'Scrivici per informazioni o per chiedere di consultare il materiale.',
  },
  aboutRecord: { id: 'content.contact.aboutRecord', defaultMessage: 'Richiesta relativa a: {label}' },
  kind: { id: 'content.contact.kind', defaultMessage: 'Tipo di richiesta' },
  kindContact: { id: 'content.contact.kindContact', defaultMessage: 'Informazioni' },
  kindAccess: { id: 'content.contact.kindAccess', defaultMessage: 'Accesso al materiale' },
  send: { id: 'content.contact.submit', defaultMessage: 'Invia la richiesta' },
  sending: { id: 'content.form.sending', defaultMessage: 'Invio in corso…' },
  honeypot: { id: 'content.form.honeypot', defaultMessage: 'Non compilare questo campo' },
});
