import { z } from 'zod';
import { DEFAULT_PASSWORD_PATTERN, isSafePattern, type PasswordSettingsInput } from './password';

export const passwordPatternSchema = z
  .string()
  .refine(isSafePattern, 'Pattern must be a valid regular expression without nested quantifiers')
  .describe('Regular expression (source, no slashes) a new password must match');

export const passwordSettingsSchema = z
  .object({
    pattern: passwordPatternSchema.default(DEFAULT_PASSWORD_PATTERN),
    messages: z
      .object({
        it: z.string().max(500).optional().describe('Message shown in Italian when the pattern fails'),
        en: z.string().max(500).optional().describe('Message shown in English (and other locales)'),
      })
      .prefault({})
      .describe('Custom messages; the defaults explain the default rule'),
  })
  .describe('Password policy of the site');

export type PasswordSettings = z.infer<typeof passwordSettingsSchema>;
/** Fails to compile if the schema's input stops fitting the shape password.ts checks against. */
const inputFits = (input: z.input<typeof passwordSettingsSchema>): PasswordSettingsInput => input;
void inputFits;
