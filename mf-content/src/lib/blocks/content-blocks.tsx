import type { ContentBlock } from '@archive/contracts/documents';
import { recordLink } from '@archive/contracts/routes';
import { isAcceptedVideoUrl } from '@archive/contracts/validation';
import { LazyImage, Link } from '@archive/ui';
import { VideoEmbed } from '@archive/ui/video-embed';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { libMessages } from '../messages';
import { sectionStyle } from '../section-wrapper';
import { useLocale } from '../site';
import { SafeHtml } from './safe-html';

/**
 * The body of a content document: text (sanitised HTML), images and galleries (lazy, with alt
 * text), videos (YouTube and Vimeo only, anything else is left out) and linked catalogue records.
 * Blocks hidden by an editor are left out; a block's own colour or background is drawn around it.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="content-blocks">
      {blocks.map((block, i) =>
        block.visible === false ? null : (
          <BlockLook key={block.id ?? `${block.type}-${i}`} block={block}>
            <Block block={block} />
          </BlockLook>
        ),
      )}
    </div>
  );
}

/** A block with its own colour or background (set in edit mode) is drawn on it; others as they are. */
function BlockLook({ block, children }: { block: ContentBlock; children: ReactNode }) {
  if (!block.color && !block.background) return children;
  return (
    <div className="block-look" style={sectionStyle(block)}>
      {children}
    </div>
  );
}

function Block({ block }: { block: ContentBlock }) {
  const intl = useIntl();
  const locale = useLocale();
  switch (block.type) {
    case 'text':
      return <SafeHtml className="block block-text" html={block.value} />;
    case 'image':
      return (
        <figure className="block block-image">
          <LazyImage src={block.value.url} alt={block.value.alt ?? ''} />
          {block.value.caption && <figcaption>{block.value.caption}</figcaption>}
        </figure>
      );
    case 'video':
      if (!isAcceptedVideoUrl(block.value.url)) return null;
      return (
        <figure className="block block-video">
          <VideoEmbed
            url={block.value.url}
            title={block.value.caption || intl.formatMessage(libMessages.videoTitle)}
          />
          {block.value.caption && <figcaption>{block.value.caption}</figcaption>}
        </figure>
      );
    case 'gallery':
      if (block.value.length === 0) return null;
      return (
        <ul className="block block-gallery">
          {block.value.map((image, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice; its place is its identity
            <li key={i}>
              <figure>
                <LazyImage src={image.url} alt={image.alt ?? ''} />
                {image.caption && <figcaption>{image.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      );
    case 'records':
      if (block.value.length === 0) return null;
      return (
        <nav className="block block-records" aria-label={intl.formatMessage(libMessages.linkedRecords)}>
          <ul>
            {block.value.map((r) => (
              <li key={`${r.table}-${r.id}`}>
                <Link href={recordLink(r.table, r.id, r.label, locale)}>{r.label || r.id}</Link>
              </li>
            ))}
          </ul>
        </nav>
      );
  }
}
