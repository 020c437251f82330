import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { libMessages } from '../messages';
import type { JsonRecord } from '../object-path';
import { type Conflict, overwriteTheirs, reapplyMine } from '../options-draft';

/**
 * Shown after a save answered 409 STALE_REVISION: what the other editor changed (their value next to
 * mine, field by field), with my edits still in the form. The manager either re-applies the fields
 * they changed on top of the other version (then reviews and saves), or overwrites knowingly.
 */
const summarise = (key: string, value: unknown, empty: string): string => {
  if (value === undefined || value === null || value === '') return empty;
  if (key === 'home') {
    const sections = (value as { sections?: { id: string; visible?: boolean }[] }).sections ?? [];
    return sections.map((s, i) => `${i + 1}. ${s.id}${s.visible === false ? ' (—)' : ''}`).join(', ');
  }
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
  return (
    <section className="admin-conflict" role="alert" aria-labelledby="admin-conflict-title" data-conflict>
      <h2 id="admin-conflict-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(libMessages.conflictTitle)}
      </h2>
      <p>{intl.formatMessage(libMessages.conflictIntro, { who, when })}</p>
      {conflict.theirChanges.length === 0 ? (
        <p>{intl.formatMessage(libMessages.conflictNone)}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(libMessages.conflictField)}</th>
              <th scope="col">{intl.formatMessage(libMessages.conflictTheirs)}</th>
              <th scope="col">{intl.formatMessage(libMessages.conflictMine)}</th>
            </tr>
          </thead>
          <tbody>
            {conflict.theirChanges.map((key) => (
              <tr key={key} data-field={key}>
                <th scope="row">
                  {key}
                  {conflict.myChanges.includes(key) && (
                    <small> · {intl.formatMessage(libMessages.conflictOverlap)}</small>
                  )}
                </th>
                <td data-side="theirs">{summarise(key, conflict.theirs.data[key], empty)}</td>
                <td data-side="mine">{summarise(key, mine[key], empty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="admin-actions">
        <button type="button" className="btn btn-primary" onClick={reapplyMine}>
          {intl.formatMessage(libMessages.conflictReapply)}
        </button>
        <button type="button" className="btn" onClick={overwriteTheirs}>
          {intl.formatMessage(libMessages.conflictOverwrite)}
        </button>
      </div>
    </section>
  );
}
