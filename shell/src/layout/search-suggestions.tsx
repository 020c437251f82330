import { catalogueSuggestCall } from '@archive/contracts/catalogue-endpoints';
import type { CatalogueSuggestions } from '@archive/contracts/catalogue-suggest';
import { buildUrl } from '@archive/contracts/routes';
import { callApi, navigate, useArchive } from '@archive/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useMsg } from './use-msg';

/**
 * Suggestions under the header's search field (issue 23), the listbox of an ARIA 1.2 combobox:
 * the field (header.tsx) keeps DOM focus and says which option is active (aria-activedescendant);
 * this part, loaded when the field first gets focus so visitors who never search never download it,
 * asks the gateway after 2 characters, 200 ms after the last key (a fast typist sends a request or
 * two, not one a key), and handles the keys: arrows move, Enter chooses, Escape closes.
 */
const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

type Item =
  | { kind: 'title'; label: string; href: string }
  | { kind: 'place' | 'person' | 'subject' | 'collection'; label: string; href: string; count: number };

export interface ComboState {
  expanded: boolean;
  activeId: string | undefined;
}

function itemsOf(answer: CatalogueSuggestions, locale: string): Item[] {
  const facets: Item[] = answer.facets.flatMap((f) =>
    f.kind === 'place' || f.kind === 'person' || f.kind === 'subject' || f.kind === 'collection'
      ? [
          {
            kind: f.kind,
            label: f.name,
            count: f.count,
            href: buildUrl('search', {}, locale as Parameters<typeof buildUrl>[2], { filtro: [f.filter] }),
          },
        ]
      : [],
  );
  return [...answer.titles.map((t) => ({ kind: 'title' as const, label: t.label, href: t.link })), ...facets];
}

export default function SearchSuggestions({
  input,
  text,
  listboxId,
  onState,
  onChosen,
}: {
  input: RefObject<HTMLInputElement | null>;
  text: string;
  listboxId: string;
  onState: (state: ComboState) => void;
  onChosen: () => void;
}) {
  const m = useMsg();
  const locale = useArchive((s) => s.locale);
  const [items, setItems] = useState<Item[]>([]);
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const asked = useRef(0);

  useEffect(() => {
    const typed = text.trim();
    setClosed(false);
    if (typed.replace(/[\s\p{P}]/gu, '').length < MIN_LENGTH) {
      setItems([]);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      callApi(
        catalogueSuggestCall,
        { text: typed.slice(0, 100), limit: 5 },
        { locale, signal: controller.signal },
      )
        .then((answer) => {
          if (ask !== asked.current) return;
          setItems(itemsOf(answer, locale));
          setActive(-1);
        })
        // Suggestions are a help: a failed call leaves the field working as a plain search.
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale]);

  const expanded = items.length > 0 && !closed;
  const optionId = (i: number) => `${listboxId}-${i}`;
  useEffect(() => {
    onState({ expanded, activeId: expanded && active >= 0 ? optionId(active) : undefined });
  });

  const choose = (item: Item) => {
    setClosed(true);
    onChosen();
    navigate(item.href);
  };

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!items.length) return;
        e.preventDefault();
        setClosed(false);
        const last = items.length - 1;
        setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
      } else if (e.key === 'Enter' && expanded && active >= 0 && items[active]) {
        e.preventDefault();
        choose(items[active]!);
      } else if (e.key === 'Escape' && expanded) {
        // Closes the list only: the header's own Escape (closing the search panel) waits for the next one.
        e.stopPropagation();
        setClosed(true);
        setActive(-1);
      }
    };
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  });

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {text.trim().length >= MIN_LENGTH && !closed
          ? m('shell.search.suggestions.count', { count: items.length })
          : ''}
      </p>
      <div
        id={listboxId}
        role="listbox"
        aria-label={m('shell.search.suggestions')}
        className="search-suggestions"
        hidden={!expanded}
      >
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox field's (aria-activedescendant): focus never leaves it
          <div
            key={`${item.kind}-${item.href}`}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            // The field keeps focus: a press on an option must not blur it before the click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(item)}
          >
            <span className="suggestion-label">{item.label}</span>{' '}
            <span className="suggestion-kind">
              {m(`shell.search.kind.${item.kind}`)}
              {item.kind !== 'title' ? ` · ${item.count}` : ''}
            </span>
          </div>
        ))}
      </div>
    </>
  );
}
