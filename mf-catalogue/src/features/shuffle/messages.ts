import { defineMessages } from '../../lib/define-messages';

export const messages = defineMessages({
  title: { id: 'catalogue.shuffle.title', defaultMessage: 'Immagini dall’archivio' },
  reshuffle: { id: 'catalogue.shuffle.reshuffle', defaultMessage: 'Mostra altre immagini' },
  loading: { id: 'catalogue.shuffle.loading', defaultMessage: 'Caricamento delle immagini…' },
  updated: { id: 'catalogue.shuffle.updated', defaultMessage: 'Nuove immagini mostrate' },
});
