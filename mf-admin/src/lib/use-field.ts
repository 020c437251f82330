import { getAt } from './object-path';
import { type FieldError, updateDraft } from './options-draft';
import { useOptionsDraft } from './use-options-draft';

/** Value, setter and error messages of one field of the site options draft. */
export function useField<T = unknown>(path: string) {
  const draft = useOptionsDraft();
  const value = getAt(draft.draft, path) as T | undefined;
  const errors = draft.errors.filter((e: FieldError) => e.field === path || e.field.startsWith(`${path}.`));
  return {
    value,
    set: (next: T | undefined) => updateDraft(path, next),
    errors,
    ready: draft.status === 'ready',
  };
}
