import { defineMessages } from '../../lib/define-messages';

export const newsMessages = defineMessages({
  title: { id: 'content.news.title', defaultMessage: 'Notizie' },
  back: { id: 'content.news.back', defaultMessage: 'Tutte le notizie' },
});
