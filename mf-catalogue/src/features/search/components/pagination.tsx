import { Link } from '@archive/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** Page numbers shown around the current one: first, last, and two either side. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

/** Pagination as real links (each page has its own URL), current page marked aria-current. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage(messages.pagination)}>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} rel="prev" aria-label={intl.formatMessage(messages.pagePrevious)}>
              ‹
            </Link>
          ) : (
            <span aria-hidden="true" className="is-disabled">
              ‹
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={intl.formatMessage(messages.pageNumber, { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={hrefFor(page + 1)} rel="next" aria-label={intl.formatMessage(messages.pageNext)}>
              ›
            </Link>
          ) : (
            <span aria-hidden="true" className="is-disabled">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
