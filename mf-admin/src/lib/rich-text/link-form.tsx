import { isSafeLink } from '@archive/contracts/safe-links';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { richTextMessages as m } from './messages';

/**
 * The link of the selected text: a site path or an http(s) URL, nothing else (the sanitiser would
 * drop it: better said here, in the manager's language, than lost on save). Enter applies, Escape
 * closes; the focus goes back to the text either way.
 */
export function LinkForm({
  id,
  initial,
  initialNewTab,
  hasLink,
  onApply,
  onRemove,
  onClose,
}: {
  id: string;
  initial: string;
  initialNewTab: boolean;
  hasLink: boolean;
  onApply: (href: string, newTab: boolean) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [href, setHref] = useState(initial);
  const [newTab, setNewTab] = useState(initialNewTab);
  const [error, setError] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const apply = () => {
    const value = href.trim();
    if (!isSafeLink(value)) {
      setError(true);
      return;
    }
    onApply(value, newTab);
  };
  return (
    <fieldset
      id={id}
      className="rich-text-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <legend className="visually-hidden">{intl.formatMessage(m.link)}</legend>
      <label htmlFor={inputId}>{intl.formatMessage(m.linkAddress)}</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        // biome-ignore lint/a11y/noAutofocus: the form opens on the manager's request, to type the address
        autoFocus
        value={href}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(e) => {
          setHref(e.currentTarget.value);
          setError(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
      />
      <small id={hintId} className="admin-hint">
        {intl.formatMessage(m.linkHint)}
      </small>
      {error && (
        <p id={errorId} className="admin-error" role="alert">
          {intl.formatMessage(m.linkInvalid)}
        </p>
      )}
      <label className="rich-text-check">
        <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.currentTarget.checked)} />{' '}
        {intl.formatMessage(m.linkNewTab)}
      </label>
      <div className="rich-text-panel-actions">
        <button type="button" className="btn btn-primary" onClick={apply}>
          {intl.formatMessage(m.apply)}
        </button>
        {hasLink && (
          <button type="button" className="btn" onClick={onRemove}>
            {intl.formatMessage(m.removeLink)}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </fieldset>
  );
}
