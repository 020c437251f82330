import type { Locale } from '@archive/contracts/locales';
import { useArchive } from '@archive/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { libMessages } from '../messages';
import { useField } from '../use-field';
import { FieldShell } from './field-shell';

/**
 * Inputs bound to one field of the site options draft by its dotted path. Each writes through
 * updateDraft (which marks the page dirty) and shows the field's validation errors.
 */
interface Common {
  path: string;
  label: string;
  hint?: string;
}

export function TextField({
  path,
  label,
  hint,
  multiline = false,
  type = 'text',
  rows = 4,
}: Common & { multiline?: boolean; type?: 'text' | 'url' | 'email'; rows?: number }) {
  const field = useField<string>(path);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldShell label={label} hint={hint} errors={field.errors}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            rows={rows}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => field.set(e.currentTarget.value)}
          />
        ) : (
          <input
            id={id}
            type={type}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => field.set(e.currentTarget.value)}
          />
        )
      }
    </FieldShell>
  );
}

export function NumberField({ path, label, hint, min, max }: Common & { min?: number; max?: number }) {
  const field = useField<number>(path);
  return (
    <FieldShell label={label} hint={hint} errors={field.errors}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="number"
          min={min}
          max={max}
          value={typeof field.value === 'number' ? field.value : ''}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            const n = e.currentTarget.valueAsNumber;
            field.set(Number.isNaN(n) ? undefined : n);
          }}
        />
      )}
    </FieldShell>
  );
}

export function CheckboxField({ path, label, hint }: Common) {
  const field = useField<boolean>(path);
  const id = useId();
  return (
    <div className="admin-field admin-check">
      <input
        id={id}
        type="checkbox"
        checked={field.value === true}
        onChange={(e) => field.set(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && <p className="admin-hint">{hint}</p>}
    </div>
  );
}

export function SelectField({
  path,
  label,
  hint,
  options,
}: Common & { options: { value: string; label: string }[] }) {
  const field = useField<string>(path);
  return (
    <FieldShell label={label} hint={hint} errors={field.errors}>
      {({ id, describedBy }) => (
        <select
          id={id}
          value={typeof field.value === 'string' ? field.value : ''}
          aria-describedby={describedBy}
          onChange={(e) => field.set(e.currentTarget.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * A colour picker with its hex value editable as text too (keyboard users, pasted values). Issue 25:
 * an empty option shows `themeColour`, the colour the site really uses then (never black), and a
 * set one offers one click back to it (the option emptied again, so it follows the theme).
 */
export function ColorField({ path, label, hint, themeColour }: Common & { themeColour?: string }) {
  const intl = useIntl();
  const field = useField<string>(path);
  const value = typeof field.value === 'string' ? field.value : '';
  const own = /^#[0-9a-f]{6}$/i.test(value) ? value : undefined;
  const theme = themeColour
    ? intl.formatMessage(libMessages.themeColourNow, { colour: themeColour })
    : undefined;
  return (
    <FieldShell
      label={label}
      hint={[hint, value ? undefined : theme].filter(Boolean).join(' ') || undefined}
      errors={field.errors}
    >
      {({ id, describedBy, invalid }) => (
        <span className="admin-color">
          <input
            type="color"
            aria-label={label}
            value={own ?? themeColour ?? '#000000'}
            onChange={(e) => field.set(e.currentTarget.value)}
          />
          <input
            id={id}
            type="text"
            value={value}
            placeholder={themeColour ?? '#1d4f91'}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => field.set(e.currentTarget.value || undefined)}
          />
          {themeColour && value !== '' && value.toLowerCase() !== themeColour.toLowerCase() && (
            <button type="button" className="btn btn-secondary" onClick={() => field.set(undefined)}>
              {intl.formatMessage(libMessages.useThemeColour, { label })}
            </button>
          )}
        </span>
      )}
    </FieldShell>
  );
}

/**
 * Text set once for all languages (a string) or per language (a map): one input per enabled
 * language; a plain string is shown in every input until a language gets its own text.
 */
export function LocalisedTextField({
  path,
  label,
  hint,
  multiline = false,
}: Common & { multiline?: boolean }) {
  const field = useField<string | Partial<Record<Locale, string>>>(path);
  const locales = useArchive((s) => s.enabledLocales);
  const value = field.value;
  const textFor = (l: Locale) => (typeof value === 'string' ? value : (value?.[l] ?? ''));
  const setFor = (l: Locale, text: string) => {
    const map: Partial<Record<Locale, string>> =
      typeof value === 'string' ? Object.fromEntries(locales.map((x) => [x, value])) : { ...(value ?? {}) };
    map[l] = text;
    field.set(map);
  };
  return (
    <fieldset className="admin-localised">
      <legend>{label}</legend>
      {hint && <p className="admin-hint">{hint}</p>}
      {locales.map((l) => (
        <FieldShell key={l} label={l.toUpperCase()} errors={l === locales[0] ? field.errors : []}>
          {({ id, describedBy, invalid }) =>
            multiline ? (
              <textarea
                id={id}
                lang={l}
                rows={3}
                value={textFor(l)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => setFor(l, e.currentTarget.value)}
              />
            ) : (
              <input
                id={id}
                lang={l}
                value={textFor(l)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => setFor(l, e.currentTarget.value)}
              />
            )
          }
        </FieldShell>
      ))}
    </fieldset>
  );
}

/** A list of strings, one per line. */
export function StringListField({ path, label, hint }: Common) {
  const intl = useIntl();
  const field = useField<string[]>(path);
  const [text, setText] = useState(() => (field.value ?? []).join('\n'));
  const joined = (field.value ?? []).join('\n');
  // Follow outside changes (reload, conflict merge) without fighting the typing.
  useEffect(() => {
    setText((current) => (current.split('\n').filter(Boolean).join('\n') === joined ? current : joined));
  }, [joined]);
  return (
    <FieldShell label={label} hint={hint ?? intl.formatMessage(libMessages.onePerLine)} errors={field.errors}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={4}
          value={text}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.currentTarget.value);
            field.set(
              e.currentTarget.value
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean),
            );
          }}
        />
      )}
    </FieldShell>
  );
}

/** A JSON value (query, queryAlbero, maps): applied to the draft only when it parses. */
export function JsonField({ path, label, hint, rows = 6 }: Common & { rows?: number }) {
  const intl = useIntl();
  const field = useField(path);
  const serialised = JSON.stringify(field.value ?? {}, null, 2);
  const [text, setText] = useState(serialised);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(JSON.parse(serialised))
          ? current
          : serialised;
      } catch {
        return current;
      }
    });
  }, [serialised]);
  const errors = error ? [{ message: error }, ...field.errors] : field.errors;
  return (
    <FieldShell label={label} hint={hint} errors={errors}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          className="admin-code"
          spellCheck={false}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setText(next);
            try {
              field.set(JSON.parse(next));
              setError(null);
            } catch (err) {
              setError(intl.formatMessage(libMessages.jsonInvalid, { error: (err as Error).message }));
            }
          }}
        />
      )}
    </FieldShell>
  );
}
