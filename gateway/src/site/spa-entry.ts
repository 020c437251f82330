import { LOCALES } from '@archive/contracts/locales';
import { matchUrl } from '@archive/contracts/routes';

/**
 * Whether the SPA entry (the shell's index.html) answers a URL, and with which status: 200 for any
 * page of the route table, 404 for other page-like paths (the shell draws the not-found page), and
 * not at all for API paths or paths that look like files (a missing /logo.png must be a plain 404,
 * never an HTML page).
 */
export type SpaAnswer = { serve: true; status: 200 | 404 } | { serve: false };

export function spaAnswer(url: string): SpaAnswer {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return { serve: false };
  if (pathname.startsWith('/remotes/')) return { serve: false };
  // A page route wins (a reset token may contain dots); otherwise a file-like path is not a page.
  if (matchUrl(url, LOCALES).route !== 'notFound') return { serve: true, status: 200 };
  const last = pathname.split('/').pop() ?? '';
  if (/\.[A-Za-z0-9]{1,8}$/.test(last)) return { serve: false };
  return { serve: true, status: 404 };
}
