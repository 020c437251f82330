import { type PasswordSettingsInput, passwordSettingsSchema } from '@archive/contracts/password';
import type { SiteOptions } from '@archive/ui';

/**
 * The password policy of the site options (`password`: pattern and Italian/English messages).
 * The store holds the options as the gateway sent them; anything malformed means the default
 * policy (at least 6 characters, a lowercase and an uppercase letter).
 */
export function passwordSettingsOf(options: SiteOptions): PasswordSettingsInput | undefined {
  const parsed = passwordSettingsSchema.safeParse(options.password ?? {});
  return parsed.success ? parsed.data : undefined;
}
