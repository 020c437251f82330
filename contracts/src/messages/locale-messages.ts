import type { it } from './it';

/** A message id (the Italian table is the reference: every locale translates exactly its ids). */
export type MessageId = keyof typeof it;
/** One locale's text for every message id. */
export type LocaleMessages = Record<MessageId, string>;
