import type { Locale } from '@archive/contracts/locales';
import { buildUrl, type PathRouteName, type QueryValues } from '@archive/contracts/routes';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { archiveStore } from '../store/archive-store';
import { useArchive } from '../store/use-archive';

/**
 * Client-side navigation. single-spa patches history.pushState, so a plain pushState re-routes
 * every app (this module never imports single-spa: a second copy of it would patch history twice).
 */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const target = url.pathname + url.search + url.hash;
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
}

/** URL of a route in the current locale (the store's). */
export function routeUrl(
  name: PathRouteName,
  params: Record<string, string | undefined> = {},
  query?: QueryValues,
  locale: Locale = archiveStore.getState().locale,
): string {
  return buildUrl(name, params, locale, query);
}

/** The current page: route name, locale, params and query (re-renders on navigation). */
export const useRoute = () => useArchive((s) => s.route);

const isPlainLeftClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  replace?: boolean;
}

/**
 * An anchor that navigates inside the site without reloading; external links, new-tab clicks and
 * downloads behave as ordinary links.
 */
export function Link({ href, replace, onClick, target, ...rest }: LinkProps) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  return (
    <a
      href={href}
      target={target}
      rel={internal ? rest.rel : (rest.rel ?? 'noopener noreferrer')}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!internal || target === '_blank' || rest.download !== undefined || !isPlainLeftClick(e)) return;
        e.preventDefault();
        navigate(href, { replace });
      }}
    />
  );
}
