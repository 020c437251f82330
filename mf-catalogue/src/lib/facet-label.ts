import { type FacetKind, facetKindOf } from '@archive/contracts/facet-kinds';
import type { Locale } from '@archive/contracts/locales';
import { pickText } from '@archive/contracts/localised-text';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type CatalogueOptions, useCatalogueOptions, useLocale } from './catalogue-options';
import { facetKindMessages } from './messages';

/**
 * The name a facet (a filter type) is shown by: the site's own label (customjs.label, keyed by the
 * type or by its kind, in the page's locale, else Italian: spec section 3 "label per filter and
 * locale"); else, for a kind every catalogue knows (place, person, subject, collection, type,
 * date), its name in the page's language; else the type as the catalogue wrote it, capitalised.
 */
export function facetLabel(
  options: CatalogueOptions,
  type: string,
  locale: Locale,
  kindName: (kind: FacetKind) => string,
  pathRoot?: string,
): string {
  const kind = facetKindOf(type, pathRoot);
  const own = options.label[type] ?? (kind ? options.label[kind] : undefined);
  const picked = own ? pickText(own, locale) : '';
  if (picked) return picked;
  if (kind) return kindName(kind);
  return type.charAt(0).toLocaleUpperCase(locale) + type.slice(1);
}

/** facetLabel with this page's options, locale and messages. */
export function useFacetLabel(): (type: string, pathRoot?: string) => string {
  const intl = useIntl();
  const options = useCatalogueOptions();
  const locale = useLocale();
  return useCallback(
    (type: string, pathRoot?: string) =>
      facetLabel(options, type, locale, (kind) => intl.formatMessage(facetKindMessages[kind]), pathRoot),
    [intl, options, locale],
  );
}
