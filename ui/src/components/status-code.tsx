import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages';

/**
 * How an error page shows its code (spec section 8), shared by the status page and the section a
 * failed remote leaves: large for the eye (hidden from screen readers), and said once at the start
 * of the heading ('Errore 503: ') for them.
 */
export function StatusCode({ status }: { status: number }) {
  return (
    <p className="status-code" aria-hidden="true">
      {status}
    </p>
  );
}

export function StatusLabel({ status, locale }: { status: number; locale: Locale }) {
  return <span className="visually-hidden">{t('error.status', locale, { status })}: </span>;
}
