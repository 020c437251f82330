import { pickText } from '@archive/contracts/localised-text';
import { useArchive } from '@archive/ui';
import { useEffect } from 'react';

/**
 * Sets document.title to "page · site" while the page is shown (the site title alone for the
 * home page), and puts the previous title back when it goes.
 */
export function useDocumentTitle(page: string | undefined) {
  const site = useArchive((s) => pickText(s.siteOptions.title, s.locale));
  useEffect(() => {
    if (page === undefined) return;
    const before = document.title;
    document.title = [page, site].filter(Boolean).join(' · ') || before;
    return () => {
      document.title = before;
    };
  }, [page, site]);
}
