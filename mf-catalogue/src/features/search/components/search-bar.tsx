import { splitSearchText } from '@archive/contracts/search-text';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/**
 * The search bar with tags: typed text is split into terms ("quoted parts" stay phrases) and each
 * becomes a removable tag; submitting with an empty field searches the tags as they are.
 */
export function SearchBar({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const added = splitSearchText(text).map((t) => (t.phrase ? `"${t.text}"` : t.text));
    const next = [...tags];
    for (const tag of added)
      if (!next.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) next.push(tag);
    setText('');
    onChange(next);
  };
  return (
    <div className="search-bar">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too recent for some assistive technology (and unknown to React 18); role=search is understood everywhere */}
      <form role="search" onSubmit={submit} aria-labelledby={`${id}-label`}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className="search-bar-label">
          {intl.formatMessage(messages.barLabel)}
        </label>
        <div className="search-bar-row">
          <input
            id={`${id}-input`}
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-hint`}
            maxLength={200}
            autoComplete="off"
          />
          <button type="submit" className="btn btn-primary">
            {intl.formatMessage(messages.barSubmit)}
          </button>
        </div>
        <p id={`${id}-hint`} className="search-bar-hint">
          {intl.formatMessage(messages.barHint)}
        </p>
        {tags.length > 0 && (
          <ul className="chip-list search-tags" aria-label={intl.formatMessage(messages.tagsLabel)}>
            {tags.map((tag) => (
              <li key={tag} className="chip">
                <span>{tag}</span>
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={intl.formatMessage(messages.tagRemove, { tag })}
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </form>
    </div>
  );
}
