import type { Locale } from '@archive/contracts/locales';

/**
 * Short function words left out of the text index: they match nearly every record, so requiring
 * them would only slow searches down. Phrases still see them (phrase checks use the full text).
 */
const list = (words: string) => new Set(words.split(' '));

export const STOPWORDS: Record<Locale, ReadonlySet<string>> = {
  it: list(
    "il lo la i gli le un uno una di a da in con su per tra fra e o ed ad del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle che non l un' dell all dall nell sull d",
  ),
  en: list('the a an of and or to in on at by for with from as is are was were be it its this that'),
  fr: list('le la les un une des de du d l et ou à au aux en dans sur par pour avec qui que est'),
  de: list(
    'der die das ein eine einer eines einem einen und oder von zu im in am an auf mit für des dem den ist',
  ),
  es: list('el la los las un una unos unas de del y o a al en con por para que es'),
  hr: list('i u na s sa za od do je se su o a ili iz'),
};
