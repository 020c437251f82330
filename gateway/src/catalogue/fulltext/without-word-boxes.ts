import type { CatalogueRecord } from '@archive/contracts/catalogue';

/**
 * A record as a search page carries it: its pages' text kept (a card's snippet is cut from it),
 * their word boxes left out (one `x,y,w,h` per word: three quarters of an OCR page's bytes, which
 * only the in-document search of one record needs: it reads the record itself). Every store's
 * search answers this shape (store-contract.test.ts); a record without boxes is returned as is.
 */
export function withoutWordBoxes(record: CatalogueRecord): CatalogueRecord {
  const pages = record.fulltext;
  if (!Array.isArray(pages) || !pages.some((page) => page && typeof page === 'object' && 'boxes' in page))
    return record;
  return {
    ...record,
    fulltext: pages.map((page) => {
      if (!page || typeof page !== 'object' || !('boxes' in page)) return page;
      const { boxes: _boxes, ...rest } = page;
      return rest;
    }),
  };
}
