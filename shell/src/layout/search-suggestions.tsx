import { catalogueSuggestCall } from '@archive/contracts/catalogue-endpoints';
import type { CatalogueSuggestions } from '@archive/contracts/catalogue-suggest';
import { buildUrl } from '@archive/contracts/routes';
import { callApi, navigate, useArchive } from '@archive/ui';
import { type RefObject, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useMsg } from './use-msg';

/**
 * Suggestions under the header's search field (issue 23), the listbox of an ARIA 1.2 combobox:
 * the field (header.tsx) keeps DOM focus and says which option is active (aria-activedescendant);
 * this part, loaded when the field first gets focus so visitors who never search never download it,
 * asks the gateway after 2 characters, 200 ms after the last key (a fast typist sends a request or
 * two, not one a key), and handles the keys: arrows move, Enter chooses, Escape closes.
 *
 * The active option is an item, not a position: an answer arriving while the visitor arrows (they
 * typed a letter, the list of the earlier letters is still shown) keeps the same item active when
 * it is still listed, and each item keeps its option id across answers. Before, a later answer
 * reset the choice and the ids were positions, so the visitor's Enter could open an item other
 * than the one their screen reader had just read (e2e/tests/catalogue-suggestions.test.ts, which
 * failed in most runs from it). The listbox is aria-busy while the answer for the typed text is
 * still to come.
 */
const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

type Item =
  | { kind: 'title'; label: string; href: string }
  | { kind: 'place' | 'person' | 'subject' | 'collection'; label: string; href: string; count: number };

/** What names an item across answers: the same title or value comes back with the same link. */
const keyOf = (item: Item) => `${item.kind} ${item.href}`;

interface ListState {
  items: Item[];
  /** keyOf the active item, or undefined when none is. */
  active: string | undefined;
  closed: boolean;
  /** The typed text the shown items answer ('' when none). */
  answered: string;
}

type ListAction =
  | { type: 'answer'; text: string; items: Item[] }
  | { type: 'clear' }
  | { type: 'typed' }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'close' };

function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'answer': {
      // The active item stays active when the new answer still lists it; else none is.
      const kept = action.items.some((i) => keyOf(i) === state.active) ? state.active : undefined;
      return { ...state, items: action.items, active: kept, answered: action.text };
    }
    case 'clear':
      return { items: [], active: undefined, closed: false, answered: '' };
    case 'typed':
      return state.closed ? { ...state, closed: false } : state;
    case 'move': {
      const { items } = state;
      if (!items.length) return state;
      const at = items.findIndex((i) => keyOf(i) === state.active);
      const last = items.length - 1;
      const next = action.by > 0 ? (at < 0 || at >= last ? 0 : at + 1) : at <= 0 ? last : at - 1;
      return { ...state, closed: false, active: keyOf(items[next]!) };
    }
    case 'close':
      return { ...state, closed: true, active: undefined };
  }
}

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
  const [list, dispatch] = useReducer(listReducer, {
    items: [],
    active: undefined,
    closed: false,
    answered: '',
  });
  const asked = useRef(0);
  const typed = text.trim();
  const askable = typed.replace(/[\s\p{P}]/gu, '').length >= MIN_LENGTH;

  useEffect(() => {
    if (!askable) {
      dispatch({ type: 'clear' });
      return;
    }
    dispatch({ type: 'typed' });
    const controller = new AbortController();
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      callApi(
        catalogueSuggestCall,
        { text: typed.slice(0, 100), limit: 5 },
        { locale, signal: controller.signal },
      )
        .then((answer) => {
          if (ask === asked.current)
            dispatch({ type: 'answer', text: typed, items: itemsOf(answer, locale) });
        })
        // Suggestions are a help: a failed call leaves the field working as a plain search.
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, askable, locale]);

  // One id per item for the life of the field: the same item keeps its id from answer to answer.
  const ids = useRef(new Map<string, string>());
  const optionId = (item: Item) => {
    const key = keyOf(item);
    let id = ids.current.get(key);
    if (!id) {
      id = `${listboxId}-${ids.current.size}`;
      ids.current.set(key, id);
    }
    return id;
  };

  const { items, closed } = list;
  const activeItem = items.find((i) => keyOf(i) === list.active);
  const expanded = items.length > 0 && !closed;
  const activeId = expanded && activeItem ? optionId(activeItem) : undefined;
  // Before the browser paints: the field's aria-expanded and aria-activedescendant change in the
  // same frame as the list (after a passive effect a check, or a screen reader, could read the
  // shown list with a field still saying collapsed).
  useLayoutEffect(() => {
    onState({ expanded, activeId });
  });

  const choose = (item: Item) => {
    dispatch({ type: 'close' });
    onChosen();
    navigate(item.href);
  };

  // The keys read the state of the last commit through a ref (set before the browser can deliver
  // another key), so a key pressed right after an answer or another key never acts on an older list.
  const current = useRef({ items, expanded, activeItem, choose });
  useLayoutEffect(() => {
    current.current = { items, expanded, activeItem, choose };
  });
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (e: KeyboardEvent) => {
      const now = current.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!now.items.length) return;
        e.preventDefault();
        dispatch({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1 });
      } else if (e.key === 'Enter' && now.expanded && now.activeItem) {
        e.preventDefault();
        now.choose(now.activeItem);
      } else if (e.key === 'Escape' && now.expanded) {
        // Closes the list only: the header's own Escape (closing the search panel) waits for the next one.
        e.stopPropagation();
        dispatch({ type: 'close' });
      }
    };
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  }, [input]);

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {askable && !closed && list.answered
          ? m('shell.search.suggestions.count', { count: items.length })
          : ''}
      </p>
      <div
        id={listboxId}
        role="listbox"
        aria-label={m('shell.search.suggestions')}
        aria-busy={askable && list.answered !== typed}
        className="search-suggestions"
        hidden={!expanded}
      >
        {items.map((item) => {
          const id = optionId(item);
          const isActive = item === activeItem;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox field's (aria-activedescendant): focus never leaves it
            <div
              key={id}
              id={id}
              role="option"
              tabIndex={-1}
              aria-selected={isActive}
              className={isActive ? 'active' : undefined}
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
          );
        })}
      </div>
    </>
  );
}
