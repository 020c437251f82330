import type { Locale } from '@archive/contracts/locales';
import { pickText } from '@archive/contracts/localised-text';
import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { splitSearchText } from '@archive/contracts/search-text';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link, navigate } from '../routing/navigate';
import { clearPageStatus, setPageStatus } from '../store/page-status';
import { useArchive } from '../store/use-archive';
import { retryLabel } from './retry-label';
import { StatusCode, StatusLabel } from './status-code';

/** A page that cannot be shown: an HTTP-ish code, or a page the site's profile switched off. */
export type StatusPageStatus = number | 'not-accessible';

export interface StatusPageProps {
  /** 404 (default), another code, or 'not-accessible' (profile bits: news, institutes). */
  status?: StatusPageStatus;
  /** Move the focus to the heading when shown (default true), so screen readers hear why. */
  focusHeading?: boolean;
  /** A "try again" button, for failures that may pass (a 5xx, the network): it asks again. */
  onRetry?: () => void;
}

/**
 * The code a failed load shows (spec section 8: the error page with its status code). A network
 * failure has none (statusCode 0 in ui's ApiError): it is shown as 503, what a gateway that cannot
 * be reached amounts to for the visitor.
 */
export const statusOfError = (error: { statusCode?: number } | undefined | null): number => {
  const code = error?.statusCode ?? 0;
  return code >= 400 && code <= 599 ? code : 503;
};

/**
 * The code of a switched-off page (site profile: news, institutes). The gateway answers such a URL
 * 404 (site/page-resolution.ts): nobody may see it, signing in changes nothing, and a crawler should
 * drop it; the page draws and reports that same code, with the spec's own text.
 */
export const NOT_ACCESSIBLE_CODE = 404;

/**
 * The status page of the site (spec section 8), drawn the same way by the shell (URLs the route
 * table does not know, switched-off pages) and by a remote (a record or document that does not
 * exist): the code, 'La pagina non è disponibile' or 'Questa pagina non è momentaneamente
 * accessibile', a button home. It sets document.title (put back when it goes), reports the status
 * through `setPageStatus` and takes the focus on its heading. Any other code (500, a network failure
 * as 503: `statusOfError`) shows the same page with its code, and a retry when the caller has one.
 * Styles: `.status-page` in shell.css.
 */
export function StatusPage({ status = 404, focusHeading = true, onRetry }: StatusPageProps) {
  const locale = useArchive((s) => s.locale);
  const site = useArchive((s) => pickText(s.siteOptions.title, s.locale));
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const notAccessible = status === 'not-accessible';
  const text = t(notAccessible ? 'error.notAccessible' : 'error.notFound', locale);
  const code = notAccessible ? NOT_ACCESSIBLE_CODE : status;

  useEffect(() => {
    setPageStatus(code);
    return () => clearPageStatus(code);
  }, [code]);

  useEffect(() => {
    const before = document.title;
    document.title = [String(code), text, site].filter(Boolean).join(' · ');
    return () => {
      document.title = before;
    };
  }, [code, text, site]);

  useEffect(() => {
    if (focusHeading) heading.current?.focus({ preventScroll: true });
  }, [focusHeading]);

  return (
    <section className="status-page" data-status={code} aria-labelledby={id}>
      <StatusCode status={code} />
      <h1 id={id} ref={heading} tabIndex={-1}>
        <StatusLabel status={code} locale={locale} />
        {text}
      </h1>
      <div className="status-actions">
        {onRetry && (
          <button type="button" className="btn" onClick={onRetry} data-retry>
            {retryLabel(locale)}
          </button>
        )}
        <Link href={buildUrl('home', {}, locale)} className="btn btn-primary">
          {t('error.backHome', locale)}
        </Link>
      </div>
      {code === 404 && !notAccessible && <NotFoundSearch locale={locale} />}
    </section>
  );
}

/**
 * A search box on the not-found page (issue 26: it offered only the way home): a visitor who
 * followed an old link to a record can look for it. A plain GET form to the search page, so it
 * works before the page's script runs; with it, the site's own navigation.
 */
function NotFoundSearch({ locale }: { locale: Locale }) {
  const id = useId();
  const action = buildUrl('search', {}, locale);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('tags') ?? '');
    const tags = splitSearchText(text).map((term) => (term.phrase ? `"${term.text}"` : term.text));
    navigate(buildUrl('search', {}, locale, tags.length ? { tags } : undefined));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for some assistive technology; role=search is understood everywhere
    <form role="search" className="status-search" action={action} method="get" onSubmit={submit}>
      <label htmlFor={id}>{t('error.searchLabel', locale)}</label>
      <input id={id} name="tags" type="search" maxLength={200} />
      <button type="submit" className="btn">
        {t('error.searchSubmit', locale)}
      </button>
    </form>
  );
}
