import { useEffect, useRef } from 'react';
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

/** What they did to the home's sections, one sentence each. */
export function describeSectionChanges(before: Section[], after: Section[], intl: IntlShape): string[] {
  const m = libMessages;
  const lines: string[] = [];
  const old = new Map(before.map((s, i) => [s.id, { s, i }]));
  after.forEach((s, i) => {
    const name = sectionName(s, intl);
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
  });
  for (const s of before)
    if (!after.some((a) => a.id === s.id))
      lines.push(intl.formatMessage(m.conflictRemoved, { name: sectionName(s, intl) }));
  return lines;
}

const summarise = (value: unknown, empty: string): string => {
  if (value === undefined || value === null || value === '') return empty;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

export function ConflictPanel({ conflict, mine }: { conflict: Conflict; mine: JsonRecord }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const empty = intl.formatMessage(libMessages.empty);
  const who = conflict.theirs.updatedBy ?? intl.formatMessage(libMessages.conflictSomeone);
  const when = conflict.theirs.updatedAt
    ? intl.formatDate(conflict.theirs.updatedAt, { dateStyle: 'short', timeStyle: 'short' })
    : '';
  const reapplyLabel = intl.formatMessage(libMessages.conflictReapply);
  const saveLabel = intl.formatMessage(libMessages.save);
  return (
    <section className="admin-conflict" role="alert" aria-labelledby="admin-conflict-title" data-conflict>
      <h2 id="admin-conflict-title" ref={heading} tabIndex={-1}>
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
            if (key === 'home') {
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
            const label = Object.hasOwn(fieldMessages, key)
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
      <p>{intl.formatMessage(libMessages.conflictNext, { reapply: reapplyLabel, save: saveLabel })}</p>
      <div className="admin-actions">
        <button type="button" className="btn btn-primary" onClick={reapplyMine}>
          {reapplyLabel}
        </button>
        <button type="button" className="btn" onClick={overwriteTheirs}>
          {intl.formatMessage(libMessages.conflictOverwrite)}
        </button>
      </div>
    </section>
  );
}
