import { defineMessages } from '../define-messages';

export const richTextMessages = defineMessages({
  toolbar: { id: 'admin.richText.toolbar', defaultMessage: 'Formattazione: {label}' },
  loading: { id: 'admin.richText.loading', defaultMessage: 'Caricamento dell’editor…' },
  bold: { id: 'admin.richText.bold', defaultMessage: 'Grassetto' },
  italic: { id: 'admin.richText.italic', defaultMessage: 'Corsivo' },
  underline: { id: 'admin.richText.underline', defaultMessage: 'Sottolineato' },
  heading2: { id: 'admin.richText.heading2', defaultMessage: 'Titolo' },
  heading3: { id: 'admin.richText.heading3', defaultMessage: 'Sottotitolo' },
  bulletList: { id: 'admin.richText.bulletList', defaultMessage: 'Elenco puntato' },
  orderedList: { id: 'admin.richText.orderedList', defaultMessage: 'Elenco numerato' },
  quote: { id: 'admin.richText.quote', defaultMessage: 'Citazione' },
  link: { id: 'admin.richText.link', defaultMessage: 'Collegamento' },
  image: { id: 'admin.richText.image', defaultMessage: 'Immagine' },
  undo: { id: 'admin.richText.undo', defaultMessage: 'Annulla' },
  redo: { id: 'admin.richText.redo', defaultMessage: 'Ripeti' },
  linkAddress: { id: 'admin.richText.linkAddress', defaultMessage: 'Indirizzo del collegamento' },
  linkHint: {
    id: 'admin.richText.linkHint',
    defaultMessage: 'Un percorso del sito (/chi-siamo) o un indirizzo che inizia con http:// o https://',
  },
  linkInvalid: {
    id: 'admin.richText.linkInvalid',
    defaultMessage:
      'Il collegamento non è valido: scrivi un percorso del sito che inizia con / (ad esempio /chi-siamo) o un indirizzo che inizia con http:// o https://',
  },
  linkNewTab: { id: 'admin.richText.linkNewTab', defaultMessage: 'Apri in una nuova scheda' },
  apply: { id: 'admin.richText.apply', defaultMessage: 'Applica' },
  removeLink: { id: 'admin.richText.removeLink', defaultMessage: 'Rimuovi il collegamento' },
  cancel: { id: 'admin.richText.cancel', defaultMessage: 'Chiudi' },
  imageAlt: { id: 'admin.richText.imageAlt', defaultMessage: 'Testo alternativo (descrive l’immagine)' },
  imageAltMissing: {
    id: 'admin.richText.imageAltMissing',
    defaultMessage: 'Scrivi un testo alternativo: lo leggono i visitatori che non vedono l’immagine',
  },
  imageUploadFirst: { id: 'admin.richText.imageUploadFirst', defaultMessage: 'Carica prima un’immagine' },
  imageInsert: { id: 'admin.richText.imageInsert', defaultMessage: 'Inserisci l’immagine' },
});
