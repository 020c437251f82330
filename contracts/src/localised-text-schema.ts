import { z } from 'zod';
import { localeSchema } from './locale-schema';

/**
 * Text set by editors either once for all languages (a string) or per locale ({ it, en, ... }).
 * Older site options store plain strings; newer ones per-locale maps; both are accepted.
 */
export const localisedTextSchema = z
  .union([z.string(), z.partialRecord(localeSchema, z.string())])
  .describe('Text for all locales, or a map of locale to text');
