import { t } from '@archive/contracts/messages';
import { useLocale } from './site';

/**
 * A load that failed for another reason than a missing document (a missing one gets the shared
 * `StatusPage` of @archive/ui).
 */
export function LoadError({ status }: { status: number }) {
  const locale = useLocale();
  return (
    <section className="status-page" data-status={status} role="alert">
      <p>{t(status >= 500 || status === 0 ? 'error.generic' : 'error.notFound', locale)}</p>
    </section>
  );
}
