import { defineMessages } from './define-messages';

/** Messages of the shared pieces in src/lib (blocks, cards, forms). Italian is the default. */
export const libMessages = defineMessages({
  videoTitle: { id: 'content.blocks.videoTitle', defaultMessage: 'Video' },
  linkedRecords: { id: 'content.blocks.linkedRecords', defaultMessage: 'Schede collegate' },
  loading: { id: 'content.loading', defaultMessage: 'Caricamento…' },
  newItem: { id: 'content.list.new', defaultMessage: 'Nuovo' },
  empty: { id: 'content.empty', defaultMessage: 'Non ci sono ancora contenuti.' },
  draft: { id: 'content.draft', defaultMessage: 'Bozza' },
});
