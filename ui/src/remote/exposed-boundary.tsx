import type { Locale } from '@archive/contracts/locales';
import {
  Component,
  type ComponentType,
  createContext,
  memo,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { useArchive } from '../store/use-archive';
import { exposedComponent, loadExposed, onExposedLoaderChange } from './load-exposed';

/**
 * Another remote's exposed component drawn inside this remote's tree *through Suspense*, so that a
 * server render can draw it and the browser can hydrate it later (the home page's catalogue
 * sections, drawn by mf-catalogue inside mf-content's page).
 *
 * - On the server the render loads the module through the page's own Module Federation instance
 *   (`ServerExposedContext`, given by the gateway) and React's renderer waits for it: the HTML holds
 *   the component with its data.
 * - In the browser nothing is downloaded until the caller's gate opens (the section comes near the
 *   viewport). Meanwhile a server-drawn boundary stays as the server drew it (React keeps
 *   dehydrated HTML while a boundary suspends), and a boundary mounted in the browser shows its
 *   fallback. When the gate opens the module loads, and React hydrates the server's HTML with it
 *   (or draws it). Opening a gate is not a React update: an update reaching a boundary that is still
 *   dehydrated would make React throw the server's HTML away (#421).
 * - A module that cannot be loaded, or a component that crashes, ends in `onFailed` (the caller
 *   leaves the section out).
 *
 * A module may carry `preload(locale)` on its component (mf-catalogue's load their message
 * catalogue with it): it is awaited before drawing, so the first render is already in the page's
 * language, on the server and when hydrating alike.
 */

/** A one-way switch that components wait on without a React state update. */
export interface Gate {
  readonly isOpen: boolean;
  /** Settles when the gate opens. */
  readonly opened: Promise<void>;
  open(): void;
}

export function createGate(open = false): Gate {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate = {
    isOpen: open,
    opened,
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      release();
    },
  };
  if (open) release();
  return gate;
}

type Resource =
  | { status: 'pending'; promise: Promise<unknown> }
  | { status: 'ready'; Component: ComponentType<object> }
  | { status: 'failed'; error: unknown };

/** A server render's way to exposed modules, and what it loaded (one map per render). */
export interface ServerExposed {
  /** Absent: this render cannot load other remotes' modules (the browser draws them). */
  load?: ((id: string) => Promise<unknown>) | undefined;
  resources: Map<string, Resource>;
}

export const ServerExposedContext = createContext<ServerExposed | null>(null);

/** Ids a server render drew (the gateway inlines their stylesheets). */
export const drawnExposedIds = (server: ServerExposed): string[] =>
  [...server.resources.entries()].filter(([, r]) => r.status === 'ready').map(([id]) => id);

/** The browser's: one per page (ui is a shared singleton), like loadExposed's cache. */
const browserResources = new Map<string, Resource>();
onExposedLoaderChange(() => browserResources.clear());

interface Preloading {
  preload?: (locale: Locale) => unknown;
}

function resourceOf(
  resources: Map<string, Resource>,
  id: string,
  locale: Locale,
  load: (id: string) => Promise<unknown>,
): Resource {
  // By id: the locale only says which messages to preload before the first draw (a later change of
  // language is the component's own RemoteRoot's business, with no fallback shown meanwhile).
  const key = id;
  let resource = resources.get(key);
  if (!resource) {
    const promise = load(id)
      .then(async (module) => {
        const found = exposedComponent<object>(module, id.split('/').pop());
        if (!found) throw new Error(`${id} exposes no component`);
        const preload =
          (found as Preloading).preload ?? (module as Preloading | undefined)?.preload ?? undefined;
        if (typeof preload === 'function') await preload(locale);
        resources.set(key, { status: 'ready', Component: found });
      })
      .catch((error: unknown) => {
        resources.set(key, { status: 'failed', error });
      });
    resource = { status: 'pending', promise };
    resources.set(key, resource);
  }
  return resource;
}

function ExposedReader({
  id,
  gate,
  props,
  onFailed,
}: {
  id: string;
  gate: Gate;
  props: object;
  onFailed?: (() => void) | undefined;
}) {
  const server = useContext(ServerExposedContext);
  const locale = useArchive((s) => s.locale);
  if ((server && !server.load) || (!server && typeof document === 'undefined'))
    throw new Error(`${id}: this server render cannot load exposed modules`);
  // Suspends: a dehydrated boundary keeps the server's HTML, a new one shows its fallback.
  if (!server && !gate.isOpen) throw gate.opened;
  const resource = server?.load
    ? resourceOf(server.resources, id, locale, server.load)
    : resourceOf(browserResources, id, locale, loadExposed);
  if (resource.status === 'pending') throw resource.promise;
  if (resource.status === 'failed') {
    // The server leaves the part to the browser (which may still load it); the browser leaves it out,
    // an expected degradation rather than an error for React to report.
    if (server) throw resource.error;
    return <LeftOut id={id} error={resource.error} onFailed={onFailed} />;
  }
  return <resource.Component {...props} />;
}

function LeftOut({
  id,
  error,
  onFailed,
}: {
  id: string;
  error: unknown;
  onFailed?: (() => void) | undefined;
}) {
  // Once per failure: the caller's callback may be a new function at every render of its owner.
  const report = useRef(onFailed);
  report.current = onFailed;
  useEffect(() => {
    console.warn(`${id} is not available; its section is left out`, error);
    report.current?.();
  }, [id, error]);
  return null;
}

class FailureBoundary extends Component<
  { children: ReactNode; id: string; onFailed?: (() => void) | undefined },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.id} crashed; its section is left out`, error);
    this.props.onFailed?.();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ExposedBoundaryProps<P extends object> {
  /** 'remote/module', as for loadExposed. */
  id: string;
  props: P;
  /** Browser only: the module is asked for once this opens (the server draws at once). */
  gate: Gate;
  /** What a boundary mounted in the browser shows until the component is drawn. */
  fallback: ReactNode;
  onFailed?: () => void;
}

function ExposedBoundaryOf<P extends object>({
  id,
  props,
  gate,
  fallback,
  onFailed,
}: ExposedBoundaryProps<P>) {
  return (
    <FailureBoundary id={id} onFailed={onFailed}>
      <Suspense fallback={fallback}>
        <ExposedReader id={id} gate={gate} props={props} onFailed={onFailed} />
      </Suspense>
    </FailureBoundary>
  );
}

/**
 * Memoised: the owner drawing again with the same props (a visitor typing in the search teaser)
 * must not reach a boundary still holding the server's HTML. Keep `props` stable (useMemo).
 */
export const ExposedBoundary = memo(ExposedBoundaryOf) as typeof ExposedBoundaryOf;
