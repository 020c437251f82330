import { isMessageId, t } from '@archive/contracts/messages';
import type { IntlShape } from 'react-intl';
import type { Message } from './define-messages';
import { fieldMessages as m } from './messages';

/**
 * A validation problem of the site options told in the manager's language and by the field's
 * label: "Piè di pagina, riga 2: il testo è obbligatorio". Works from zod issues (the check before
 * saving) and from the gateway's `{ field, message }` details (the same schema on the server).
 */
export interface IssueLike {
  path: readonly PropertyKey[];
  code?: string;
  message?: string;
  input?: unknown;
  maximum?: unknown;
  format?: string;
  origin?: string;
}

const label = (key: string): Message | undefined =>
  Object.hasOwn(m, key) ? (m as Record<string, Message>)[key] : undefined;

/** "Piè di pagina, riga 2" for ['footer_blocks', 1, 'text']; the rest of the path is the part. */
export function fieldLabel(path: readonly PropertyKey[], intl: IntlShape): { where: string; part: string } {
  const [head, ...rest] = path.map(String);
  if (head === undefined)
    return { where: intl.formatMessage(m.other, { path: '/' }), part: partOf([], intl) };
  const own = label(head);
  let where = own ? intl.formatMessage(own) : intl.formatMessage(m.other, { path: head });
  const tail = [...rest];
  // Sections of the home and rows of lists are counted from 1, as the forms show them.
  if (tail[0] !== undefined && /^\d+$/.test(tail[0]))
    where = intl.formatMessage(m.row, { label: where, n: Number(tail.shift()) + 1 });
  else if (head === 'home' && tail[0] === 'sections' && tail[1] !== undefined && /^\d+$/.test(tail[1])) {
    tail.shift();
    where = intl.formatMessage(m.row, { label: where, n: Number(tail.shift()) + 1 });
  }
  return { where, part: partOf(tail, intl) };
}

const partOf = (tail: string[], intl: IntlShape): string => {
  // A locale key (footer text per language) is not a part: the field itself is.
  const named = tail.filter((k) => !/^[a-z]{2}$/.test(k));
  const last = named[named.length - 1];
  const part = last !== undefined ? label(`part.${last}`) : undefined;
  return intl.formatMessage(part ?? m['part.value']);
};

const isMissing = (issue: IssueLike) =>
  issue.input === undefined ||
  issue.input === '' ||
  (issue.code === 'invalid_union' && issue.input === undefined) ||
  issue.message === 'validation.required';

/** The problem in words; an exact message of our own catalogue (`validation.*`) is kept as it is. */
function problemOf(issue: IssueLike, part: string, intl: IntlShape): string {
  const locale = intl.locale as Parameters<typeof t>[1];
  if (isMissing(issue)) return intl.formatMessage(m.required, { what: part });
  if (issue.message && isMessageId(issue.message)) return t(issue.message, locale);
  if (issue.code === 'too_big')
    return issue.origin === 'array'
      ? intl.formatMessage(m.tooMany, { max: String(issue.maximum) })
      : intl.formatMessage(m.tooLong, { what: part, max: String(issue.maximum) });
  const text = issue.message ?? '';
  if (/hex colour/i.test(text)) return intl.formatMessage(m.colour, { what: part });
  if (/site path|http\(s\) URL/i.test(text)) return intl.formatMessage(m.link, { what: part });
  return intl.formatMessage(m.invalid, { what: part });
}

export function describeIssue(issue: IssueLike, intl: IntlShape): string {
  const { where, part } = fieldLabel(issue.path, intl);
  return intl.formatMessage(m.line, { where, problem: problemOf(issue, part, intl) });
}

/** A gateway detail (`footer_blocks.1.text`, its message as the server wrote it). */
export const describeDetail = (field: string, message: string, intl: IntlShape): string =>
  describeIssue(
    {
      path: field.split('.').filter(Boolean),
      message,
      input: /required|obbligatori/i.test(message) ? undefined : null,
    },
    intl,
  );
