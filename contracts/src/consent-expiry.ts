import { DEFAULT_EXPIRE_DATE } from './constants';

/**
 * The site options' `expire` date (spec section 3: "expire date (default 19/09/2020)"), read as
 * the date the site's cookie choices expire: a visitor who chose on the cookie bar before it is
 * asked again once that day has come. A manager who changes the cookie policy sets the day of
 * the change; the default, in the past, asks nobody again. Zod-free: the shell reads it.
 */

/** Necessary cookie beside the consent cookie: the day (YYYY-MM-DD, UTC) the choice was made. */
export const CONSENT_DATE_COOKIE = 'oa_consent_at';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `DD/MM/YYYY` as the settings form writes it -> `YYYY-MM-DD`; undefined when it is not a date. */
export function expireDay(expire: string | undefined): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(expire ?? '');
  if (!m) return undefined;
  const [, dd, mm, yyyy] = m;
  const day = `${yyyy}-${mm}-${dd}`;
  // 31/02/2024 and the like are no date: Date would roll them into March.
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? undefined : day;
}

/** The UTC day of `date`, as the consent date cookie holds it. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Whether a cookie choice made on `givenOn` still stands under the site's `expire` option on
 * `today`: until the expire day comes every choice stands; from then on only those made that day
 * or later. A choice recorded before choice dates were kept counts as made on the default expire
 * date (so it stands until a manager sets a later one). An unreadable expire asks nobody again.
 */
export function consentStands(givenOn: string | undefined, expire: string | undefined, today: Date): boolean {
  const limit = expireDay(expire ?? DEFAULT_EXPIRE_DATE);
  if (!limit || dayOf(today) < limit) return true;
  const given = givenOn && DAY.test(givenOn) ? givenOn : expireDay(DEFAULT_EXPIRE_DATE);
  return given !== undefined && given >= limit;
}
