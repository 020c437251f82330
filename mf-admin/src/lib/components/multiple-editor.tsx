import { MULTIPLE_EDITOR_LIMIT } from '@archive/contracts/constants';
import { t } from '@archive/contracts/messages';
import { appendBlankRow, isEmptyValue } from '@archive/contracts/validation';
import { useArchive } from '@archive/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { confirmDelete } from '../confirm';
import { libMessages } from '../messages';
import { useField } from '../use-field';

/**
 * The multiple editor (spec sections 4 and 5): rows of a list with a blank row shown after the last
 * one while it has content and the list is below its limit (100 by default). The blank row is only
 * shown, never stored: typing in it adds a row; trailing empty rows are dropped at once and any
 * other empty row is stripped when the document is saved. Deleting asks for confirmation.
 */
export interface MultipleEditorProps<T> {
  label: string;
  rows: readonly T[];
  blank: T;
  limit?: number;
  onChange: (rows: T[]) => void;
  renderRow: (row: T, update: (row: T) => void, index: number) => ReactNode;
  /** Shown when the limit is reached; defaults to "at most {max} rows". */
  limitMessage?: string;
  /** Offer move up/down (order matters for menus). */
  sortable?: boolean;
}

const dropTrailingEmpty = <T,>(rows: T[]): T[] => {
  const out = [...rows];
  while (out.length > 0 && isEmptyValue(out[out.length - 1])) out.pop();
  return out;
};

export function MultipleEditor<T>({
  label,
  rows,
  blank,
  limit = MULTIPLE_EDITOR_LIMIT,
  onChange,
  renderRow,
  limitMessage,
  sortable = false,
}: MultipleEditorProps<T>) {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const shown = appendBlankRow(rows, blank, limit);
  const stored = rows.length;
  const update = (index: number, row: T) => {
    const next = [...shown];
    next[index] = row;
    onChange(dropTrailingEmpty(next));
  };
  const remove = (index: number) => {
    if (!confirmDelete()) return;
    onChange(rows.filter((_, i) => i !== index));
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= stored) return;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row !== undefined) next.splice(target, 0, row);
    onChange(next);
  };
  return (
    <fieldset className="multiple-editor">
      <legend>{label}</legend>
      <ol className="multiple-editor-rows">
        {shown.map((row, index) => {
          const isBlank = index >= stored;
          const n = index + 1;
          return (
            // Rows have no ids of their own; position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={`multiple-editor-row${isBlank ? ' is-blank' : ''}`} data-row={index}>
              <fieldset className="multiple-editor-fields">
                <legend className="visually-hidden">
                  {intl.formatMessage(isBlank ? libMessages.newRow : libMessages.row, { n })}
                </legend>
                {renderRow(row, (next) => update(index, next), index)}
              </fieldset>
              {!isBlank && (
                <div className="multiple-editor-actions">
                  {sortable && (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        disabled={index === 0}
                        aria-label={intl.formatMessage(libMessages.moveRowUp, { n })}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        disabled={index === stored - 1}
                        aria-label={intl.formatMessage(libMessages.moveRowDown, { n })}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={intl.formatMessage(libMessages.deleteRow, { n })}
                    onClick={() => remove(index)}
                  >
                    ✕
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {stored >= limit && (
        <p className="admin-hint" role="status">
          {limitMessage ?? t('validation.rowsMax', locale, { max: limit })}
        </p>
      )}
    </fieldset>
  );
}

/** A multiple editor bound to a list field of the site options draft. */
export function ListField<T>({
  path,
  ...props
}: Omit<MultipleEditorProps<T>, 'rows' | 'onChange'> & { path: string }) {
  const field = useField<T[]>(path);
  const rows = Array.isArray(field.value) ? field.value : [];
  return (
    <>
      <MultipleEditor {...props} rows={rows} onChange={(next) => field.set(next)} />
      {field.errors.length > 0 && (
        <p className="admin-error" role="alert">
          {field.errors.map((e) => e.message).join(' · ')}
        </p>
      )}
    </>
  );
}

/** A plain text input for a row field, labelled for its row. */
export function RowInput({
  label,
  value,
  onChange,
  type = 'text',
  invalid,
  message,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'email' | 'tel';
  invalid?: boolean;
  message?: string | undefined;
}) {
  return (
    <label className="row-input">
      <span>{label}</span>
      <input
        type={type}
        value={value ?? ''}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {message && (
        <span className="admin-error" role="alert">
          {message}
        </span>
      )}
    </label>
  );
}
