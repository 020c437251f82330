import { HEX_COLOUR } from '@archive/contracts/colours';
import type { HomeSection } from '@archive/contracts/site-options';
import type { CSSProperties, ReactNode } from 'react';

/** Id of a section's heading, so the wrapper's landmark is named by it. */
export const sectionHeadingId = (section: Pick<HomeSection, 'id'>) => `home-section-${section.id}-title`;

/** The contracts accept hex colours with or without '#' (1d4f91); CSS needs it. */
const cssHex = (hex: string) => (hex.startsWith('#') ? hex : `#${hex}`);

/** Colour and background settings as CSS: a hex background is a colour, anything else an image URL. */
export function sectionStyle(section: Pick<HomeSection, 'color' | 'background'>): CSSProperties {
  const style: CSSProperties = {};
  if (section.color && HEX_COLOUR.test(section.color)) style.color = cssHex(section.color);
  if (section.background) {
    if (HEX_COLOUR.test(section.background)) style.backgroundColor = cssHex(section.background);
    else {
      style.backgroundImage = `url("${encodeURI(section.background).replace(/"/g, '%22')}")`;
      style.backgroundSize = 'cover';
      style.backgroundPosition = 'center';
    }
  }
  return style;
}

/**
 * The ONE wrapper every home section renders through for visitors: a labelled region carrying the
 * section's colour and background. (Managers and admins get mf-admin's editing wrapper instead.)
 */
export function SectionWrapper({
  section,
  children,
  labelled = true,
  tier,
}: {
  section: HomeSection;
  children: ReactNode;
  /** False when the content is a labelled region of its own (catalogue components). */
  labelled?: boolean;
  /** The section's weight on the page (home section-tiers.ts), a class the styles size it by. */
  tier?: string;
}) {
  const custom = Boolean(section.color || section.background);
  return (
    <section
      id={`home-${section.id}`}
      className={`home-section home-section-${section.type}${tier ? ` home-tier-${tier}` : ''}${custom ? ' has-custom-colours' : ''}`}
      data-section={section.id}
      data-section-type={section.type}
      aria-labelledby={labelled ? sectionHeadingId(section) : undefined}
      style={sectionStyle(section)}
    >
      <div className="home-section-inner">{children}</div>
    </section>
  );
}
