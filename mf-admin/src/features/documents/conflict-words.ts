import type { IntlShape } from 'react-intl';
import type { ConflictWords } from '../../lib/components/conflict-panel';
import { documentMessages as m } from './messages';

/** A block or a path stop as the conflict panel reads it. */
interface Item {
  type?: unknown;
  title?: unknown;
}

/** "Blocco 2: immagine", as the page's block frames name it. */
export function blockName(block: Item, index: number, intl: IntlShape): string {
  const key = `blockType.${String(block.type)}` as keyof typeof m;
  const type = Object.hasOwn(m, key) ? intl.formatMessage(m[key]) : String(block.type ?? '');
  return intl.formatMessage(m.blockName, { n: index + 1, type });
}

/**
 * How a document's conflict panel names its fields, blocks and stops: the labels its editors show
 * (Titolo, Sommario, "Blocco 2: immagine", "Tappa 1: «…»", an institute's Indirizzo), never the
 * JSON keys. Shared by the document pages, the home's own texts and Settings > Contenuti, so the
 * three tell a conflict in the same words.
 */
export function documentConflictWords(intl: IntlShape): ConflictWords {
  const labels: Record<string, string> = {
    title: intl.formatMessage(m.docTitle),
    summary: intl.formatMessage(m.summary),
    date: intl.formatMessage(m.date),
    cover: intl.formatMessage(m.cover),
    image: intl.formatMessage(m.cover),
    published: intl.formatMessage(m.published),
    address: intl.formatMessage(m.address),
    phone: intl.formatMessage(m.phone),
    email: intl.formatMessage(m.email),
    hours: intl.formatMessage(m.hours),
  };
  return {
    label: (key) => (Object.hasOwn(labels, key) ? labels[key] : undefined),
    lists: {
      blocks: (b, i) => blockName(b as Item, i, intl),
      steps: (st, i) => intl.formatMessage(m.stopName, { n: i + 1, title: String((st as Item).title ?? '') }),
    },
  };
}
