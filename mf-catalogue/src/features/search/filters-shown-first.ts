import { backtrackingRisk, regexShape } from '@archive/contracts/regex-shape';
import type { SiteOptions } from '@archive/ui';

/**
 * customjs.regexFiltriInit: the filter groups shown at first (the others behind a button). An
 * administrator's expression, compiled only when it cannot backtrack badly (contracts
 * regex-shape.ts) and is valid; otherwise ignored, so a typo shows every filter rather than none.
 * Here, with the filter panel, and not in catalogue-options: the regex parser is read by the search
 * page only, never by the home page's catalogue sections.
 */
export function filtersShownFirst(options: SiteOptions | undefined): RegExp | undefined {
  const custom = options?.customjs;
  const source =
    typeof custom === 'object' && custom !== null
      ? (custom as Record<string, unknown>).regexFiltriInit
      : undefined;
  if (typeof source !== 'string' || !source.trim() || source.length > 500) return undefined;
  try {
    if (backtrackingRisk(regexShape(source, 'i'), { lookaround: false })) return undefined;
    return new RegExp(source, 'i');
  } catch {
    return undefined;
  }
}
