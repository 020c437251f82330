import { HEADER_LINKS_MAX } from '@archive/contracts/constants';
import { pickText } from '@archive/contracts/localised-text';
import { buildUrl } from '@archive/contracts/routes';
import { safeLinkHref } from '@archive/contracts/safe-links';
import { splitSearchText } from '@archive/contracts/search-text';
import { Link, navigate, setDarkMode, useArchive, useRoute } from '@archive/ui';
import { Switch } from '@archive/ui/controls';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LanguageSwitcher } from './language-switcher';
import { MenuList } from './menu-list';
import type { ComboState } from './search-suggestions';
import { aboutUrl, customMenu, sectionVisible } from './site-links';
import { useMsg } from './use-msg';

type Panel = 'none' | 'menu' | 'search';

// Loaded when the search field first gets focus: visitors who never search never download it.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/**
 * Site header (spec section 2): optional top links, logo or title, About, Esplora, a search toggle
 * and a menu toggle. The two panels are mutually exclusive and close on every route change.
 */
export function Header() {
  const m = useMsg();
  const options = useArchive((s) => s.siteOptions);
  const locale = useArchive((s) => s.locale);
  const darkMode = useArchive((s) => s.darkMode);
  const route = useRoute();
  const [panel, setPanel] = useState<Panel>('none');
  const [terms, setTerms] = useState('');
  const searchId = useId();
  const menuId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [combo, setCombo] = useState<ComboState>({ expanded: false, activeId: undefined });
  const listboxId = `${searchId}-suggestions`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on each navigation is the point
  useEffect(() => setPanel('none'), [route]);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (panel === 'none') return;
    // Escape hides the panel, and with it the control that had focus: focus goes back to the button
    // that opened it (issue 26: it dropped to the page's body).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const opener = panel === 'menu' ? menuToggle.current : searchToggle.current;
      setPanel('none');
      opener?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);

  // autoFocus acts only when the field is first drawn; the panel is drawn hidden (server-rendered):
  // opening it puts the cursor in the field, as the visitor asked for it.
  useEffect(() => {
    if (panel === 'search') field.current?.focus();
  }, [panel]);

  const toggle = (which: Panel) => setPanel((p) => (p === which ? 'none' : which));
  const title = pickText(options.title as Parameters<typeof pickText>[0], locale) || 'Archivio';
  const topLinks = options.header_links?.visible
    ? (options.header_links.links ?? []).slice(0, HEADER_LINKS_MAX)
    : [];
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    const tags = splitSearchText(terms).map((t) => (t.phrase ? `"${t.text}"` : t.text));
    navigate(buildUrl('search', {}, locale, tags.length ? { tags } : undefined));
    setTerms('');
  };

  return (
    <header className="site-header">
      {topLinks.length > 0 && (
        <nav className="top-links" aria-label={m('shell.topLinks')}>
          <ul>
            {topLinks.map((link) => (
              <li key={link.url}>
                <a href={safeLinkHref(link.url)} rel="noopener noreferrer" target="_blank">
                  {pickText(link.text as Parameters<typeof pickText>[0], locale)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="header-bar">
        <Link href={buildUrl('home', {}, locale)} className="brand">
          {options.logo?.url ? (
            <img
              src={options.logo.url}
              alt={pickText(options.logo.alt as Parameters<typeof pickText>[0], locale) || title}
            />
          ) : (
            <span className="brand-title">{title}</span>
          )}
        </Link>
        <nav className="header-nav" aria-label={m('shell.mainNav')}>
          {sectionVisible(options, 'about') && (
            <Link href={aboutUrl(locale)} className="btn btn-ghost">
              {m('shell.about')}
            </Link>
          )}
          <Link href={buildUrl('explore', {}, locale)} className="btn btn-ghost">
            {m('shell.explore')}
          </Link>
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={panel === 'search'}
            aria-controls={searchId}
            onClick={() => toggle('search')}
            ref={searchToggle}
            data-panel-toggle="search"
          >
            {panel === 'search' ? m('shell.search.close') : m('shell.search.open')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={panel === 'menu'}
            aria-controls={menuId}
            onClick={() => toggle('menu')}
            ref={menuToggle}
            data-panel-toggle="menu"
          >
            {panel === 'menu' ? m('shell.menu.close') : m('shell.menu.open')}
          </button>
        </nav>
      </div>
      <div id={searchId} className="header-panel search-panel" hidden={panel !== 'search'}>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too recent for some assistive technology; role=search is understood everywhere */}
        <form role="search" onSubmit={submitSearch}>
          <label htmlFor={`${searchId}-input`}>{m('shell.search.label')}</label>
          <div className="search-combobox">
            <input
              ref={field}
              id={`${searchId}-input`}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={combo.expanded}
              aria-controls={combo.expanded ? listboxId : undefined}
              aria-activedescendant={combo.activeId}
              autoComplete="off"
              value={terms}
              maxLength={200}
              onFocus={() => setSuggesting(true)}
              onChange={(e) => setTerms(e.currentTarget.value)}
              // biome-ignore lint/a11y/noAutofocus: the visitor just asked for the search field
              autoFocus
            />
            {suggesting && (
              <Suspense fallback={null}>
                <SearchSuggestions
                  input={field}
                  text={terms}
                  listboxId={listboxId}
                  onState={(next) =>
                    setCombo((now) =>
                      now.expanded === next.expanded && now.activeId === next.activeId ? now : next,
                    )
                  }
                  onChosen={() => setTerms('')}
                />
              </Suspense>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            {m('shell.search.submit')}
          </button>
        </form>
      </div>
      <div id={menuId} className="header-panel menu-panel" hidden={panel !== 'menu'}>
        <MenuList items={customMenu(options.menu, locale)} className="menu-items" />
        <LanguageSwitcher />
        <Switch
          checked={darkMode}
          onChange={setDarkMode}
          label={m('shell.darkMode')}
          className="dark-mode-switch"
        />
      </div>
    </header>
  );
}
