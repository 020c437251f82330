import { canEdit } from '@archive/contracts/access';
import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { layoutForRoute, REMOTES, type RemoteName } from '@archive/contracts/routes';
import { StatusPage, sharedIntl, useArchive, useLiveMarker } from '@archive/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { accessContextOf, pageStateOf } from '../composition/activity';
import type { RemoteEntry } from '../composition/remotes-registry';
import { slotId } from '../composition/slots';
import { italianCatalogue, type LoadedCatalogue, loadCatalogue, loadedCatalogue } from '../i18n/messages';
import { CookieBar } from './cookie-bar';
import { Footer } from './footer';
import { Header } from './header';
import { LoginAside } from './login-aside';
import { ModalHost } from './modal-host';
import { ProgressBar } from './progress-bar';
import { RouteAnnouncer } from './route-announcer';
import { SkipLinks } from './skip-links';

// The managers' and admins' bar, in its own chunk: visitors never download it (nor its dropdown).
const UserBar = lazy(() => import('./user-bar').then((m) => ({ default: m.UserBar })));

/**
 * The page frame for the four layouts (spec section 2):
 * default = user bar, header, modal, footer, cookie bar; empty = the page only;
 * login = background and intro from the environment; user = user bar only.
 * <main> and the remote slots inside it never move between layouts, so a mounted remote is never
 * torn out of the DOM by a layout change.
 */
export interface AppFrameProps {
  remotes: RemoteEntry[];
  /**
   * Server HTML of the remotes' slots (the page as the gateway rendered it). The frame keeps it as
   * the slot's inner HTML, which React neither hydrates nor touches again: the remote's own root
   * hydrates it. Captured once at start, so the value never changes afterwards.
   */
  slots?: Partial<Record<RemoteName, string>>;
  /** Called once the frame is on the page (after hydration, for what only the browser knows). */
  onShown?: () => void;
}

export function AppFrame({ remotes, slots = {}, onShown }: AppFrameProps) {
  const route = useArchive((s) => s.route);
  const locale = useArchive((s) => s.locale);
  // Re-evaluate the page state whenever the session or the options change.
  const level = useArchive((s) => s.level);
  const siteOptions = useArchive((s) => s.siteOptions);
  const enabledLocales = useArchive((s) => s.enabledLocales);
  const [catalogue, setCatalogue] = useState<LoadedCatalogue>(
    () => loadedCatalogue(locale) ?? { locale: DEFAULT_LOCALE, messages: italianCatalogue },
  );
  useEffect(() => {
    let live = true;
    void loadCatalogue(locale).then((c) => live && setCatalogue(c));
    return () => {
      live = false;
    };
  }, [locale]);
  useEffect(() => onShown?.(), [onShown]);
  const live = useLiveMarker<HTMLDivElement>();

  const layout = layoutForRoute(route.route);
  const page = pageStateOf(route, accessContextOf({ enabledLocales, level, siteOptions }));
  const versions = new Map(remotes.map((r) => [r.name, r.version]));
  return (
    <RawIntlProvider value={sharedIntl(catalogue.locale, catalogue.messages)}>
      <div ref={live} className={`app-frame layout-${layout}`} data-layout={layout}>
        <ProgressBar />
        <SkipLinks />
        {/* Early in the Tab order (issue 26: it came after the whole page); drawn at the bottom. */}
        {layout === 'default' && <CookieBar />}
        {/* On /login too: a signed-in manager edits the login screen's texts there (issue 25). */}
        {(layout === 'default' || layout === 'user' || route.route === 'login') && canEdit(level) && (
          <Suspense fallback={null}>
            <UserBar />
          </Suspense>
        )}
        {layout === 'default' && <Header />}
        {layout === 'login' && <LoginAside />}
        <main id="main-content" tabIndex={-1}>
          {page.kind === 'notFound' && <StatusPage status={404} />}
          {page.kind === 'notAccessible' && <StatusPage status="not-accessible" />}
          {REMOTES.map((remote) => {
            const id = slotId(remote);
            return (
              <div
                key={remote}
                id={id}
                className="remote-slot"
                data-version={versions.get(id.slice(5))}
                {...(slots[remote] === undefined
                  ? {}
                  : { dangerouslySetInnerHTML: { __html: slots[remote] } })}
              />
            );
          })}
        </main>
        {layout === 'default' && <Footer />}
        <ModalHost />
        <RouteAnnouncer />
      </div>
    </RawIntlProvider>
  );
}
