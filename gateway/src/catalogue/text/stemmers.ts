import type { Locale } from '@archive/contracts/locales';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';

/**
 * Snowball stemmers per locale (@orama/stemmers, maintained builds of the Snowball algorithms).
 * Croatian uses Snowball's Serbian stemmer: the algorithm covers Serbo-Croatian in Latin script
 * (and Cyrillic), the full rule set the earlier 50-line Croatian approximation only sketched.
 */
export const STEMMERS: Record<Locale, (word: string) => string> = {
  it: italian,
  en: english,
  fr: french,
  de: german,
  es: spanish,
  hr: serbian,
};
