import type { FulltextPage } from '@archive/contracts/fulltext';
import { PageBuilder, PageTextError } from './page-builder';
import { numberAttr, readXml } from './safe-xml';

/** Local name of a possibly prefixed element (`alto:String` -> `String`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * ALTO v2-v4: one page's words from String@CONTENT with HPOS/VPOS/WIDTH/HEIGHT, lines from
 * TextLine, the page size from Page WIDTH/HEIGHT (in the file's MeasurementUnit: pixel, mm10 or
 * inch1200; boxes and page share it, so scaling to the image needs no conversion). A hyphenated
 * word split over two lines (SUBS_CONTENT on its parts) is kept as written on the page.
 */
export function readAltoPage(page: number, xml: string): FulltextPage {
  const builder = new PageBuilder(page);
  let inUnit = false;
  let unit = '';
  let sawPage = false;
  let pagesSeen = 0;
  readXml(xml, {
    open(tag, line) {
      const name = local(tag.name);
      if (name === 'MeasurementUnit') inUnit = true;
      else if (name === 'Page') {
        if (++pagesSeen > 1)
          throw new PageTextError('the file holds more than one Page: give one file per page', line);
        sawPage = true;
        builder.width = numberAttr(tag, 'WIDTH');
        builder.height = numberAttr(tag, 'HEIGHT');
      } else if (name === 'TextLine') builder.newline();
      else if (name === 'String') {
        const content = tag.attributes.CONTENT;
        if (content === undefined) throw new PageTextError('a String has no CONTENT', line);
        const x = numberAttr(tag, 'HPOS');
        const y = numberAttr(tag, 'VPOS');
        const w = numberAttr(tag, 'WIDTH');
        const h = numberAttr(tag, 'HEIGHT');
        const box =
          x !== undefined && y !== undefined && w !== undefined && h !== undefined
            ? ([x, y, w, h] as [number, number, number, number])
            : undefined;
        builder.word(content, box, line);
      }
    },
    close(name) {
      if (local(name) === 'MeasurementUnit') inUnit = false;
    },
    text(text) {
      if (inUnit) unit += text;
    },
  });
  if (!sawPage) throw new PageTextError('no Page element: is this an ALTO file?');
  const known = ['', 'pixel', 'mm10', 'inch1200'];
  if (!known.includes(unit.trim()))
    throw new PageTextError(
      `unknown MeasurementUnit "${unit.trim().slice(0, 40)}" (pixel, mm10 or inch1200)`,
    );
  return builder.finish();
}
