import { z } from 'zod';
import { LOCALES } from './locales';

export const localeSchema = z.enum(LOCALES).describe('Locale code: it (default), en, fr, de, es, hr');
