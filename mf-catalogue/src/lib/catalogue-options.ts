import { catalogueSystemOf, type SearchTable } from '@archive/contracts/catalogue-system';
import type { Locale } from '@archive/contracts/locales';
import type { LocalisedText } from '@archive/contracts/localised-text';
import { type SiteOptions, useArchive } from '@archive/ui';
import { useMemo } from 'react';

/**
 * The site options this remote reads (spec section 3: customjs, summaryHeader, richiediVideo,
 * sfogliatore...), read defensively: the shared store holds the document as loaded, without zod,
 * and older documents miss fields or store them as other types.
 */
export type FacetOrder = 'asc' | 'desc' | 'count';

/** OpenStreetMap's public tiles, used when the site names no tile source. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

export interface CatalogueOptions {
  /**
   * The tables the site searches, browses and explores: the catalogue system's (the flag the
   * gateway adds to the options), the same list its search covers when a caller names none.
   */
  searchTables: readonly SearchTable[];
  searchType: 'and' | 'or' | undefined;
  /** Settings > Browse: the order of searches with words when the URL names none (issue 23). */
  textSort: 'preferred_label' | 'relevance';
  /** Facet types in the order the filter panel shows them; others follow by name. */
  filtriOrder: string[];
  order: Record<string, FacetOrder>;
  label: Record<string, Partial<Record<Locale, string>>>;
  /** Values a facet lists before its "more" button. */
  more: number;
  hideMap: boolean;
  dateLabel: LocalisedText | undefined;
  dateNotes: LocalisedText | undefined;
  /** Summary type used per table (falls back to the record's type, then "*"). */
  summaryType: Record<string, string>;
  summaryHeader: string[];
  richiediVideo: string | undefined;
  sfogliatore: boolean;
  simpleSfogliatore: boolean;
  tileUrl: string;
  tileAttribution: string;
  contactEmail: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const text = (v: unknown): LocalisedText | undefined =>
  typeof v === 'string' || isRecord(v) ? (v as LocalisedText) : undefined;

export function readCatalogueOptions(options: SiteOptions | undefined): CatalogueOptions {
  const custom = isRecord(options?.customjs) ? options.customjs : {};
  const order: Record<string, FacetOrder> = {};
  if (isRecord(custom.order))
    for (const [k, v] of Object.entries(custom.order))
      if (v === 'asc' || v === 'desc' || v === 'count') order[k] = v;
  const label: CatalogueOptions['label'] = {};
  if (isRecord(custom.label))
    for (const [k, v] of Object.entries(custom.label)) {
      if (typeof v === 'string') label[k] = { it: v };
      else if (isRecord(v)) label[k] = v as Partial<Record<Locale, string>>;
    }
  const summaryType: Record<string, string> = {};
  if (isRecord(custom.summaryType))
    for (const [k, v] of Object.entries(custom.summaryType)) if (typeof v === 'string') summaryType[k] = v;
  const video = isRecord(options?.richiediVideo) ? options.richiediVideo.metadato : undefined;
  const more = typeof custom.more === 'number' && custom.more > 0 ? Math.floor(custom.more) : 10;
  // The tile source: customjs.mapTiles / mapAttribution (checked here too: the store holds raw options).
  const tileUrl =
    typeof custom.mapTiles === 'string' && /^https?:\/\/|^\//.test(custom.mapTiles)
      ? custom.mapTiles
      : DEFAULT_TILE_URL;
  return {
    searchTables: catalogueSystemOf(options).searchTables,
    searchType: custom.searchType === 'and' || custom.searchType === 'or' ? custom.searchType : undefined,
    textSort: custom.textSort === 'relevance' ? 'relevance' : 'preferred_label',
    filtriOrder: strings(custom.filtriOrder),
    order,
    label,
    more,
    hideMap: custom.hideMap === true,
    dateLabel: text(custom.dateLabel),
    dateNotes: text(custom.dateNotes),
    summaryType,
    summaryHeader: strings(options?.summaryHeader),
    richiediVideo: typeof video === 'string' && video ? video : undefined,
    sfogliatore: options?.sfogliatore === true,
    simpleSfogliatore: options?.simpleSfogliatore === true,
    tileUrl,
    tileAttribution:
      typeof custom.mapAttribution === 'string'
        ? custom.mapAttribution
        : tileUrl === DEFAULT_TILE_URL
          ? DEFAULT_TILE_ATTRIBUTION
          : '',
    contactEmail: typeof options?.contactEmail === 'string' ? options.contactEmail : '',
  };
}

export function useCatalogueOptions(): CatalogueOptions {
  const siteOptions = useArchive((s) => s.siteOptions);
  return useMemo(() => readCatalogueOptions(siteOptions), [siteOptions]);
}

export const useLocale = (): Locale => useArchive((s) => s.locale);
