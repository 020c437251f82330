import { z } from 'zod';
import { MESSAGE_IDS, type MessageId } from './messages';

export const messageIdSchema = z
  .enum(MESSAGE_IDS as [MessageId, ...MessageId[]])
  .describe('Dotted id of a user-facing message');
