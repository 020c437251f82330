import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type FieldError,
  getDraftState,
  replaceDraft,
  validateOptions,
  withDefaults,
} from '../../../lib/options-draft';
import { InstallationFacts } from '../components/installation-facts';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

/**
 * The installation (catalogue system, space used), then the raw site options JSON, checked against
 * the contracts schema with errors by field.
 */
export default function DeveloperPage() {
  return (
    <SettingsFrame page="developer">
      <InstallationFacts />
      <RawEditor />
    </SettingsFrame>
  );
}

function RawEditor() {
  const intl = useIntl();
  const [text, setText] = useState(() => JSON.stringify(getDraftState().draft ?? {}, null, 2));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [applied, setApplied] = useState(false);
  const check = (value: string): { data?: Record<string, unknown>; errors: FieldError[] } => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (err) {
      return { errors: [{ field: '', message: (err as Error).message }] };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return { errors: [{ field: '', message: intl.formatMessage(m.developerNotObject) }] };
    const found = validateOptions(parsed);
    return found.length ? { errors: found } : { data: parsed as Record<string, unknown>, errors: [] };
  };
  return (
    <>
      <p>{intl.formatMessage(m.developerIntro)}</p>
      <div className="admin-field">
        <label htmlFor="developer-json">{intl.formatMessage(m.developerJson)}</label>
        <textarea
          id="developer-json"
          className="admin-code"
          rows={28}
          spellCheck={false}
          value={text}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby="developer-errors"
          onChange={(e) => {
            setText(e.currentTarget.value);
            setErrors(check(e.currentTarget.value).errors);
            setApplied(false);
          }}
        />
      </div>
      <div id="developer-errors" aria-live="polite">
        {errors.length > 0 && (
          <div className="admin-error">
            <p>{intl.formatMessage(m.developerInvalid, { count: errors.length })}</p>
            <ul>
              {errors.map((e) => (
                <li key={`${e.field}:${e.message}`} data-error-field={e.field}>
                  <code>{e.field || '/'}</code>: {e.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {applied && <p className="admin-success">{intl.formatMessage(m.developerValid)}</p>}
      </div>
      <button
        type="button"
        className="btn"
        onClick={() => {
          const result = check(text);
          setErrors(result.errors);
          if (result.data) {
            replaceDraft(withDefaults(result.data));
            setApplied(true);
          }
        }}
      >
        {intl.formatMessage(m.developerApply)}
      </button>
    </>
  );
}
