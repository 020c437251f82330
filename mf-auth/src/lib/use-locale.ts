import type { Locale } from '@archive/contracts/locales';
import { useArchive } from '@archive/ui';

/** The visitor's locale from the shared store (what the gateway answers errors in as well). */
export const useLocale = (): Locale => useArchive((s) => s.locale);
