import { useEffect, useId, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { fieldLabel } from '../field-errors';
import { fieldMessages, libMessages, sectionTypeMessages } from '../messages';
import type { JsonRecord } from '../object-path';
import { type Conflict, overwriteTheirs, reapplyMine } from '../options-draft';

/**
 * Shown after a save answered 409 STALE_REVISION, as the one message about it: my edits are kept;
 * what the other person changed, by the field's label and the section's visible name, in words
 * (moves, visibility and colours of the home's sections included); then "Riapplica le mie
 * modifiche" and "Salva", or overwrite knowingly. Never an instruction to reload.
 */
interface Section {
  id: string;
  type?: string;
  visible?: boolean;
  color?: string;
  background?: string;
}
const sectionsOf = (doc: JsonRecord | undefined): Section[] =>
  ((doc?.home as { sections?: Section[] } | undefined)?.sections ?? []).filter(
    (s): s is Section => typeof s?.id === 'string',
  );

export function sectionName(s: Section, intl: IntlShape): string {
  const key = `type.${s.type}` as keyof typeof sectionTypeMessages;
  const typeName = Object.hasOwn(sectionTypeMessages, key)
    ? intl.formatMessage(sectionTypeMessages[key])
    : s.id;
  return s.id === s.type || !s.type ? typeName : `${typeName} (${s.id})`;
}

/**
 * What they did to the home's sections (or a document's blocks and a path's stops: `nameOf` names
 * them as their editor does, and `contents` says when a block's own content changed), one
 * sentence each.
 */
export function describeSectionChanges(
  before: Section[],
  after: Section[],
  intl: IntlShape,
  nameOf: (s: Section, index: number) => string = (s) => sectionName(s, intl),
  contents = false,
): string[] {
  const m = libMessages;
  const lines: string[] = [];
  const old = new Map(before.map((s, i) => [s.id, { s, i }]));
  after.forEach((s, i) => {
    const name = nameOf(s, i);
    const was = old.get(s.id);
    if (!was) {
      lines.push(intl.formatMessage(m.conflictAdded, { name }));
      return;
    }
    if (was.i !== i) lines.push(intl.formatMessage(m.conflictMoved, { name, from: was.i + 1, to: i + 1 }));
    if ((was.s.visible ?? true) !== (s.visible ?? true))
      lines.push(intl.formatMessage(s.visible === false ? m.conflictHidden : m.conflictShown, { name }));
    if (was.s.color !== s.color)
      lines.push(
        s.color
          ? intl.formatMessage(m.conflictColour, { name, value: s.color })
          : intl.formatMessage(m.conflictColourReset, { name }),
      );
    if (was.s.background !== s.background)
      lines.push(
        s.background
          ? intl.formatMessage(m.conflictBackground, { name, value: s.background })
          : intl.formatMessage(m.conflictBackgroundReset, { name }),
      );
    if (contents && JSON.stringify(withoutLook(was.s)) !== JSON.stringify(withoutLook(s)))
      lines.push(intl.formatMessage(m.conflictEdited, { name }));
  });
  before.forEach((s, i) => {
    if (!after.some((a) => a.id === s.id))
      lines.push(intl.formatMessage(m.conflictRemoved, { name: nameOf(s, i) }));
  });
  return lines;
}

/** A block without what the lines above already told (visibility, colours). */
const withoutLook = ({ visible: _v, color: _c, background: _b, ...rest }: Section) => rest;

/** A text in every language ({ it: '…', en: '…' }): told language by language, not as JSON. */
const isLocalised = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

const summarise = (value: unknown, empty: string): string => {
  if (value === undefined || value === null || value === '') return empty;
  const text =
    typeof value === 'string'
      ? value
      : isLocalised(value)
        ? Object.entries(value)
            .map(([l, v]) => `${l.toUpperCase()}: ${v}`)
            .join(' · ')
        : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

/** How a document's page names its fields and lists (document pages' panel; the home's by default). */
export interface ConflictWords {
  label: (key: string) => string | undefined;
  /** Lists of items with ids (blocks, stops), told item by item. */
  lists: Record<string, (s: Section, index: number) => string>;
}

export function ConflictPanel({
  conflict,
  mine,
  onReapply = reapplyMine,
  onOverwrite = overwriteTheirs,
  words,
  saveLabel,
}: {
  conflict: Conflict;
  mine: JsonRecord;
  onReapply?: () => void;
  onOverwrite?: () => void;
  words?: ConflictWords;
  /** The Save button the manager presses next, when it is not the user bar's "Salva". */
  saveLabel?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const empty = intl.formatMessage(libMessages.empty);
  const who = conflict.theirs.updatedBy ?? intl.formatMessage(libMessages.conflictSomeone);
  const when = conflict.theirs.updatedAt
    ? intl.formatDate(conflict.theirs.updatedAt, { dateStyle: 'short', timeStyle: 'short' })
    : '';
  const reapplyLabel = intl.formatMessage(libMessages.conflictReapply);
  const nextSave = saveLabel ?? intl.formatMessage(libMessages.save);
  return (
    <section className="admin-conflict" role="alert" aria-labelledby={titleId} data-conflict>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(libMessages.conflictTitle)}
      </h2>
      <p>{intl.formatMessage(libMessages.conflictIntro, { who, when })}</p>
      {conflict.theirChanges.length === 0 ? (
        <p>{intl.formatMessage(libMessages.conflictNone)}</p>
      ) : (
        <ul className="admin-conflict-changes">
          {conflict.theirChanges.flatMap((key) => {
            const overlap = conflict.myChanges.includes(key)
              ? ` · ${intl.formatMessage(libMessages.conflictOverlap)}`
              : '';
            const list = words?.lists[key];
            if (list) {
              const items = (doc: JsonRecord | undefined) =>
                (Array.isArray(doc?.[key]) ? (doc[key] as Section[]) : []).filter(
                  (s) => typeof s?.id === 'string',
                );
              return describeSectionChanges(
                items(conflict.before),
                items(conflict.theirs.data),
                intl,
                list,
                true,
              ).map((line) => (
                <li key={`${key}:${line}`} data-field={key}>
                  {line}
                  {overlap}
                </li>
              ));
            }
            if (key === 'home' && !words) {
              const lines = describeSectionChanges(
                sectionsOf(conflict.before),
                sectionsOf(conflict.theirs.data),
                intl,
              );
              return lines.map((line) => (
                <li key={`home:${line}`} data-field="home">
                  {line}
                  {overlap}
                </li>
              ));
            }
            const label = words
              ? (words.label(key) ?? key)
              : Object.hasOwn(fieldMessages, key)
                ? intl.formatMessage(fieldMessages[key as keyof typeof fieldMessages], { path: key })
                : fieldLabel([key], intl).where;
            return [
              <li key={key} data-field={key}>
                {intl.formatMessage(libMessages.conflictValue, {
                  field: label,
                  theirs: summarise(conflict.theirs.data[key], empty),
                  mine: summarise(mine[key], empty),
                })}
                {overlap}
              </li>,
            ];
          })}
        </ul>
      )}
      <p>{intl.formatMessage(libMessages.conflictNext, { reapply: reapplyLabel, save: nextSave })}</p>
      <div className="admin-actions">
        <button type="button" className="btn btn-primary" onClick={onReapply}>
          {reapplyLabel}
        </button>
        <button type="button" className="btn" onClick={onOverwrite}>
          {intl.formatMessage(libMessages.conflictOverwrite)}
        </button>
      </div>
    </section>
  );
}
