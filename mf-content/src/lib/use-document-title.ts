import { pickText } from '@archive/contracts/localised-text';
import { type PageHead, useArchive, usePageHead } from '@archive/ui';
import { useEffect } from 'react';

/**
 * Sets document.title to "page · site" while the page is shown (the site title alone for the
 * home page), and puts the previous title back when it goes. On the server the same title (and
 * what `head` adds: description, image, JSON-LD) goes into the page's <head>.
 */
export function useDocumentTitle(page: string | undefined, head?: Parameters<typeof usePageHead>[0]) {
  const site = useArchive((s) => pickText(s.siteOptions.title, s.locale));
  usePageHead((context): PageHead | undefined => {
    if (page === undefined) return undefined;
    return { ...(page ? { title: page } : {}), ...head?.(context) };
  });
  useEffect(() => {
    if (page === undefined) return;
    const before = document.title;
    document.title = [page, site].filter(Boolean).join(' · ') || before;
    return () => {
      document.title = before;
    };
  }, [page, site]);
}
