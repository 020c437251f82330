import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive } from '@archive/ui';
import { useMsg } from './use-msg';

/** Not-found and error page: the status code, 'La pagina non è disponibile' and a button home. */
export function StatusPage({ status }: { status: number }) {
  const m = useMsg();
  const locale = useArchive((s) => s.locale);
  return (
    <section className="status-page" data-status={status} aria-labelledby="status-title">
      <p className="status-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="status-title">
        <span className="visually-hidden">{m('error.status', { status })}: </span>
        {m('error.notFound')}
      </h1>
      <Link href={buildUrl('home', {}, locale)} className="btn btn-primary">
        {m('error.backHome')}
      </Link>
    </section>
  );
}

/** A page switched off for this site: 'Questa pagina non è momentaneamente accessibile'. */
export function NotAccessiblePage() {
  const m = useMsg();
  const locale = useArchive((s) => s.locale);
  return (
    <section className="status-page" data-status="not-accessible" aria-labelledby="status-title">
      <h1 id="status-title">{m('error.notAccessible')}</h1>
      <Link href={buildUrl('home', {}, locale)} className="btn btn-primary">
        {m('error.backHome')}
      </Link>
    </section>
  );
}
