import { defineMessages } from '../../lib/define-messages';

export const documentMessages = defineMessages({
  title: { id: 'admin.documents.title', defaultMessage: 'Pagine e articoli' },
  collection: { id: 'admin.documents.collection', defaultMessage: 'Raccolta' },
  'collection.pages': { id: 'admin.documents.collection.pages', defaultMessage: 'Pagine' },
  'collection.news': { id: 'admin.documents.collection.news', defaultMessage: 'News' },
  'collection.institutes': { id: 'admin.documents.collection.institutes', defaultMessage: 'Istituti' },
  'collection.paths': { id: 'admin.documents.collection.paths', defaultMessage: 'Percorsi' },
  docTitle: { id: 'admin.documents.docTitle', defaultMessage: 'Titolo' },
  slug: { id: 'admin.documents.slug', defaultMessage: 'Indirizzo (slug)' },
  published: { id: 'admin.documents.published', defaultMessage: 'Pubblicato' },
  updated: { id: 'admin.documents.updated', defaultMessage: 'Ultima modifica' },
  yes: { id: 'admin.documents.yes', defaultMessage: 'Sì' },
  no: { id: 'admin.documents.no', defaultMessage: 'No' },
  remove: { id: 'admin.documents.remove', defaultMessage: 'Elimina «{title}»' },
  removed: { id: 'admin.documents.removed', defaultMessage: 'Documento eliminato' },
  create: { id: 'admin.documents.create', defaultMessage: 'Nuovo documento' },
  createSubmit: { id: 'admin.documents.createSubmit', defaultMessage: 'Crea (non pubblicato)' },
  created: { id: 'admin.documents.created', defaultMessage: 'Documento creato' },
  video: { id: 'admin.documents.video', defaultMessage: 'Video (YouTube o Vimeo, facoltativo)' },
  slugInvalid: {
    id: 'admin.documents.slugInvalid',
    defaultMessage: 'Lettere, numeri, trattino e trattino basso',
  },
  empty: { id: 'admin.documents.empty', defaultMessage: 'Nessun documento' },
  loading: { id: 'admin.documents.loading', defaultMessage: 'Caricamento…' },
});
