import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, RouteMatch } from '@archive/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { sanitiseHtml } from '../../content/html-sanitiser';
import { mfName, type RemoteRegistry } from '../remote-registry';
import { ByFileTime } from './file-times';
import { fontPreloads } from './font-preloads';
import type { FrameTemplates } from './frame-templates';
import { type LiveServerEntry, liveReleases, serverEntry } from './live-releases';
import { type PagePayload, pageDocument } from './page-html';
import type { ServerBuilds } from './server-builds';
import { inlineExposedStyles, inlineStyles } from './stylesheets';
import { inProcessTransport, type ObservedCall, type RenderVisitor, type SharedRender } from './transport';

/**
 * One server-rendered page: the shell prepares the state (site options, session, route), the remote
 * that owns the page renders its slot with its live version, the shell renders the frame around it,
 * and the document is assembled with the head and the payload the browser hydrates from.
 *
 * Everything here may fail (a build missing or broken, a render throwing, the budget running out):
 * the caller then sends the client-rendered page, never an error page.
 */

/** What a page states about itself for the head (ui's PageHead). */
export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
  imageAlt?: string;
  type?: string;
  jsonLd?: Record<string, unknown>[];
  /** The page's lead picture, preloaded from the head (the home's hero). */
  preloadImage?: { href: string; srcSet?: string | undefined; sizes?: string | undefined };
}

interface RenderOutput {
  html: string;
  answers: Record<string, unknown>;
  head: PageHead;
  errors: string[];
  /** Other remotes' exposed modules drawn in it ('mf_catalogue/Shuffle'). */
  exposed?: string[];
}

interface RenderInput {
  url: string;
  state: Record<string, unknown>;
  fetch: typeof fetch;
  signal?: AbortSignal;
  publicUrl?: string | undefined;
  sanitiseHtml?: (html: string | null | undefined) => string;
  cookies?: string | undefined;
  loadExposed?: (id: string) => Promise<unknown>;
}

/** Editor HTML for server-drawn SafeHtml boxes: the gateway's sanitiser (the contracts' policy). */
const sanitiseForRender = (html: string | null | undefined) => (html ? sanitiseHtml(html) : '');

/** The shell's ./server (shell/src/server.tsx). */
interface ShellServer {
  prepare(input: { url: string; fetch: typeof fetch }): Promise<{
    state: Record<string, unknown> & { locale?: string; route?: RouteMatch; siteOptions?: unknown };
    page: { kind: string; remote?: RemoteName };
  }>;
  render(
    input: RenderInput & {
      remotes: unknown[];
      slots: Partial<Record<RemoteName, string>>;
      /** Renders sharing answers: the frame from a template (frame-templates.ts). */
      frame?: { versions: string; store: FrameTemplates } | undefined;
    },
  ): Promise<RenderOutput>;
}

/** A remote's ./server (ui's createServerRenderer). */
interface RemoteServer {
  render(input: RenderInput): Promise<RenderOutput>;
}

export interface RenderedPage {
  /** The document, UTF-8. */
  body: Buffer;
  /** The remote whose content is in the page (undefined: only the frame was rendered). */
  remote?: RemoteName;
  errors: string[];
}

export interface RenderPageDeps {
  app: FastifyInstance;
  registry: RemoteRegistry;
  shellDir: string;
  builds: ServerBuilds;
  /** Milliseconds a page may take before the client-rendered page is sent instead. */
  budgetMs: number;
  /** Absolute origin for head links (canonical, alternates, images), from configuration only. */
  publicUrl?: string;
  /** Writes the head tags (title, description, canonical, alternates, Open Graph, JSON-LD). */
  headHtml(input: { head: PageHead; state: ShellState; publicUrl?: string }): string;
  /** Sees each API call the render makes (the page cache: what the page shows, per-visitor answers). */
  observe?: (call: ObservedCall) => void;
  /** Answers shared with other anonymous renders of the same data versions (page cache only). */
  shared?: SharedRender;
}

export type ShellState = Awaited<ReturnType<ShellServer['prepare']>>['state'];

const urlBaseOf = (entry: LiveServerEntry) => `/remotes/${entry.remote}/${entry.version}/`;

/** The inline styles of other remotes' exposed modules a page drew, from the releases it drew with. */
function exposedStyles(live: LiveServerEntry[], ids: string[]): string {
  const parts = ids.flatMap((id) => {
    const [name, module] = id.split('/');
    const entry = live.find((e) => e.name === name);
    return entry && module ? [{ dir: entry.dir, urlBase: urlBaseOf(entry), module }] : [];
  });
  return inlineExposedStyles(parts);
}

/** The shell's index.html, read once per file time. */
const pageTemplates = new ByFileTime<string>(4);
function readTemplate(shellDir: string): string {
  const file = path.join(shellDir, 'index.html');
  return pageTemplates.get(file, file, () => readFileSync(file, 'utf8'));
}

export async function renderPage(
  deps: RenderPageDeps,
  request: RenderVisitor,
  url: string,
): Promise<RenderedPage> {
  const budget = new AbortController();
  const timer = setTimeout(
    () => budget.abort(new Error(`render budget of ${deps.budgetMs} ms exceeded`)),
    deps.budgetMs,
  );
  try {
    return await Promise.race([
      render(deps, request, url, budget.signal),
      new Promise<never>((_, reject) =>
        budget.signal.addEventListener('abort', () => reject(budget.signal.reason)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function render(
  deps: RenderPageDeps,
  request: RenderVisitor,
  url: string,
  signal: AbortSignal,
): Promise<RenderedPage> {
  const { registry, builds } = deps;
  const shellFile = serverEntry(deps.shellDir);
  const fetch = inProcessTransport(deps.app, request, deps.observe, deps.shared);
  const prepared = await (await builds.page<ShellServer, never>(shellFile)).shell.prepare({ url, fetch });
  // The live releases, read once per registry change (live-releases.ts), not per render.
  const { remotes, live } = liveReleases(registry);
  const input = {
    url,
    state: prepared.state,
    fetch,
    signal,
    publicUrl: deps.publicUrl,
    sanitiseHtml: sanitiseForRender,
    // The consent bar draws from the consent cookie (the page varies by cookie: `vary` says so).
    cookies: request.headers.cookie ?? '',
  };

  // The remote that owns the page renders its slot with its live version; one without a server
  // build (the editors' and login screens) is drawn by the browser, the frame still by the server.
  // The others' live server builds are known to the same instance: the owner's page may draw their
  // exposed components (the home's catalogue sections), each with its live version.
  const owner = prepared.page.kind === 'remote' ? prepared.page.remote : undefined;
  const ownerEntry = live.find((e) => e.remote === owner);
  const { shell, remote, loadExposed } = await builds.page<ShellServer, RemoteServer>(
    shellFile,
    ownerEntry,
    live.filter((e) => e !== ownerEntry),
  );
  const slots: Partial<Record<RemoteName, string>> = {};
  const content = remote ? await remote.render({ ...input, loadExposed }) : undefined;
  if (owner && content) slots[owner] = content.html;
  // Renders that share answers draw their frame from a template of the same versions (and, signed
  // in, of the same level: the fingerprint says it); the shell adds the user and cookies to the key.
  const templates = deps.app.frameTemplates;
  const frame = await shell.render({
    ...input,
    remotes,
    slots,
    frame:
      deps.shared && templates?.enabled ? { versions: deps.shared.fingerprint, store: templates } : undefined,
  });
  const payload: PagePayload = {
    url,
    state: prepared.state,
    answers: { ...frame.answers, ...content?.answers },
    remotes,
    rendered: owner && content ? [mfName(owner)] : [],
  };
  const body = pageDocument({
    template: readTemplate(deps.shellDir),
    lang: String(prepared.state.locale ?? 'it'),
    headHtml:
      deps.headHtml({ head: content?.head ?? {}, state: prepared.state, publicUrl: deps.publicUrl }) +
      fontPreloads(
        deps.shellDir,
        '/',
        (prepared.state.siteOptions as { customfont?: unknown } | undefined)?.customfont,
      ),
    styles: [
      inlineStyles(deps.shellDir, '/', 'shell'),
      // The owner's CSS loader finds its inlined chunks marked loaded too (stylesheets.ts): a record
      // page no longer fetches and applies mf-catalogue's stylesheet again when its code starts.
      content && owner && ownerEntry
        ? inlineStyles(ownerEntry.dir, urlBaseOf(ownerEntry), mfName(owner))
        : '',
      exposedStyles(live, content?.exposed ?? []),
    ],
    frameHtml: frame.html,
    payload,
  });
  return { body, remote: content ? owner : undefined, errors: [...frame.errors, ...(content?.errors ?? [])] };
}
