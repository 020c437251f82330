import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { Link } from '@archive/ui';
import { useId } from 'react';
import { useLocale } from './site';
import { useDocumentTitle } from './use-document-title';

/**
 * The shell draws its status page only for URLs the route table does not know (or routes switched
 * off by the profile); ui has no way yet for a remote to ask for it. A missing document therefore
 * renders the same page here: same classes, status code, 'La pagina non è disponibile', a button home.
 */
export function NotFound() {
  const locale = useLocale();
  const id = useId();
  useDocumentTitle(`404 · ${t('error.notFound', locale)}`);
  return (
    <section className="status-page" data-status={404} aria-labelledby={id}>
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id={id}>
        <span className="visually-hidden">{t('error.status', locale, { status: 404 })}: </span>
        {t('error.notFound', locale)}
      </h1>
      <Link href={buildUrl('home', {}, locale)} className="btn btn-primary">
        {t('error.backHome', locale)}
      </Link>
    </section>
  );
}

/** A page switched off for this site (profile bits): 'Questa pagina non è momentaneamente accessibile'. */
export function NotAccessible() {
  const locale = useLocale();
  const id = useId();
  useDocumentTitle(t('error.notAccessible', locale));
  return (
    <section className="status-page" data-status="not-accessible" aria-labelledby={id}>
      <h1 id={id}>{t('error.notAccessible', locale)}</h1>
      <Link href={buildUrl('home', {}, locale)} className="btn btn-primary">
        {t('error.backHome', locale)}
      </Link>
    </section>
  );
}

/** A load that failed for another reason than a missing document. */
export function LoadError({ status }: { status: number }) {
  const locale = useLocale();
  return (
    <section className="status-page" data-status={status} role="alert">
      <p>{t(status >= 500 || status === 0 ? 'error.generic' : 'error.notFound', locale)}</p>
    </section>
  );
}
