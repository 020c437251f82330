import { useIntl } from 'react-intl';
import { describeDetail, describeIssue } from './field-errors';
import { getAt } from './object-path';
import { type FieldError, updateDraft } from './options-draft';
import { useOptionsDraft } from './use-options-draft';

/**
 * Value, setter and error messages of one field of the site options draft; each message names the
 * field (and row) by its label in the manager's language, never by its JSON path.
 */
export function useField<T = unknown>(path: string) {
  const intl = useIntl();
  const draft = useOptionsDraft();
  const value = getAt(draft.draft, path) as T | undefined;
  const errors = draft.errors
    .filter((e: FieldError) => e.field === path || e.field.startsWith(`${path}.`))
    .map((e) => ({
      ...e,
      message: e.issue ? describeIssue(e.issue, intl) : describeDetail(e.field, e.message, intl),
    }));
  return {
    value,
    set: (next: T | undefined) => updateDraft(path, next),
    errors,
    ready: draft.status === 'ready',
  };
}
