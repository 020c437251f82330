import type { Locale } from '@archive/contracts/locales';
import { stopwords as english } from '@orama/stopwords/english';
import { stopwords as french } from '@orama/stopwords/french';
import { stopwords as german } from '@orama/stopwords/german';
import { stopwords as italian } from '@orama/stopwords/italian';
import { stopwords as spanish } from '@orama/stopwords/spanish';

/**
 * Function words left out of the text index: they match nearly every record, so requiring them
 * would only slow searches down. Phrases still see them (phrase checks use the full text).
 * Italian, English, French and German: Snowball's own stop lists (as @orama/stopwords ships them).
 * Spanish: that package's list is a broad one (577 words, "acuerdo", "actualmente"...), which would
 * hide content words from search: only its short words (articles, prepositions, pronouns) are kept,
 * with the articles and contractions we had. Croatian: no maintained list exists in the registry
 * (the Serbian one there is mis-encoded, "bi\xe6e" for "biće"), so ours stays, extended.
 */
const list = (words: string) => words.split(' ');

export const STOPWORDS: Record<Locale, ReadonlySet<string>> = {
  it: new Set([...italian, ...list("l un' dell all dall nell sull d")]),
  en: new Set(english),
  fr: new Set([...french, ...list('d l')]),
  de: new Set(german),
  es: new Set([
    ...spanish.filter((w) => w.length <= 4),
    ...list('el la los las un una unos unas de del y o a al en con por para que es'),
  ]),
  hr: new Set(
    list(
      'i u na s sa za od do je se su o a ili iz ali da ne ni to taj ta te tu što kao po pri prema bez kod nad pod među uz sam bio bila bilo biti ću ćeš će smo ste',
    ),
  ),
};
