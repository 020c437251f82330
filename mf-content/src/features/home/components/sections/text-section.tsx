import type { HomeSection } from '@archive/contracts/site-options';
import { ContentBlocks } from '../../../../lib/blocks/content-blocks';
import { useDocument } from '../../../../lib/documents';
import { sectionHeadingId } from '../../../../lib/section-wrapper';

/**
 * A free text section: the content page whose id is the section's id (editors create it under
 * pages), so its text is translated per locale like any page.
 */
export function TextSection({ section }: { section: HomeSection }) {
  const { doc } = useDocument('pages', section.id);
  if (!doc)
    return (
      <h2 id={sectionHeadingId(section)} className="visually-hidden">
        {section.id}
      </h2>
    );
  return (
    <div className="text-section">
      <h2 id={sectionHeadingId(section)}>{doc.title}</h2>
      <ContentBlocks blocks={doc.blocks} />
    </div>
  );
}
