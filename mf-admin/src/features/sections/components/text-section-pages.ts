import { getDocsCall } from '@archive/contracts/content-endpoints';
import type { HomeSection } from '@archive/contracts/site-options';
import { useCall } from '@archive/ui';

/** The add menu's value of a text section: the prefix, then the pages document's name. */
export const TEXT_PREFIX = 'text:';

/** A section id (site-options.ts homeSectionSchema): a document whose name is not one cannot be shown. */
const SECTION_ID = /^[a-z0-9-]{1,40}$/;

/**
 * The pages documents the home can show as a text section (issue 25: '+ Aggiungi una sezione'
 * offers them as the spec's sections list does): every page of the current language whose name is
 * not a section of the home already, by its title. Asked for only once the editor is ready; a list
 * that cannot be loaded offers none (the other section types stay).
 */
export function useTextSectionPages(
  ready: boolean,
  sections: HomeSection[],
): { name: string; title: string }[] {
  const list = useCall(ready ? getDocsCall : null, { collection: 'pages', limit: 100, skip: 0 });
  const used = new Set(sections.map((s) => s.id));
  return (list.data?.data ?? [])
    .filter((doc) => SECTION_ID.test(doc.name) && !used.has(doc.name))
    .map((doc) => ({
      name: doc.name,
      title: typeof doc.data.title === 'string' && doc.data.title.trim() ? doc.data.title : doc.name,
    }));
}
