import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { Link } from '@archive/ui';
import { useEffect } from 'react';
import { useLocale } from './catalogue-options';

/**
 * The 404 page for a record that is missing or private. The shell draws its status page only for
 * URLs the route table does not know; a remote has no way (yet) to ask it for one, so this renders
 * the same page (same classes, status code, 'La pagina non è disponibile', button home) in place.
 */
export function NotFound() {
  const locale = useLocale();
  useEffect(() => {
    const before = document.title;
    document.title = `404 · ${t('error.notFound', locale)}`;
    return () => {
      document.title = before;
    };
  }, [locale]);
  return (
    <section className="status-page" data-status={404} aria-labelledby="catalogue-status-title">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="catalogue-status-title">
        <span className="visually-hidden">{t('error.status', locale, { status: 404 })}: </span>
        {t('error.notFound', locale)}
      </h1>
      <Link href={buildUrl('home', {}, locale)} className="btn btn-primary">
        {t('error.backHome', locale)}
      </Link>
    </section>
  );
}
