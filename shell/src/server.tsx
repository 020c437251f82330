import { loadLocaleMessages } from '@archive/contracts/messages';
import { matchUrl, type RemoteName } from '@archive/contracts/routes';
import type { ArchiveState } from '@archive/ui';
import { renderInContext, type ServerRenderOutput } from '@archive/ui/server';
import { accessContextOf, type PageState, pageStateOf } from './composition/activity';
import type { RemoteEntry } from './composition/remotes-registry';
import { SHELL_ID_PREFIX } from './composition/slots';
import { loadCatalogue } from './i18n/messages';
import { AppFrame } from './layout/app-frame';
import { enabledLocalesOf, loadProfile, loadSiteOptions } from './session/load-site';

/**
 * The shell's part of a server-rendered page, exposed as 'shell/server' by its Node build. The
 * gateway calls `prepare` (what the shell's start would load in the browser: site options, session,
 * locale, route, and which remote owns the page), renders that remote with the state, then calls
 * `render` for the frame around it. The browser's start (bootstrap.tsx) takes the same state from
 * the page instead of fetching it, and hydrates.
 */
export interface PreparedPage {
  state: Partial<ArchiveState>;
  page: PageState;
}

export async function prepare({
  url,
  fetch,
}: {
  url: string;
  fetch: typeof globalThis.fetch;
}): Promise<PreparedPage> {
  const [siteOptions, user] = await Promise.all([loadSiteOptions({ fetch }), loadProfile({ fetch })]);
  const level = user?.level ?? 1;
  const enabledLocales = enabledLocalesOf(siteOptions, level);
  const route = matchUrl(url, enabledLocales);
  const state: Partial<ArchiveState> = {
    siteOptions,
    siteOptionsLoaded: true,
    enabledLocales,
    locale: route.locale,
    route,
    user,
    level,
    pageSeed: Math.floor(Math.random() * 2_000_000_000),
  };
  return { state, page: pageStateOf(route, accessContextOf({ enabledLocales, level, siteOptions })) };
}

export async function render(input: {
  url: string;
  state: Partial<ArchiveState>;
  fetch: typeof fetch;
  remotes: RemoteEntry[];
  slots: Partial<Record<RemoteName, string>>;
  signal?: AbortSignal;
}): Promise<ServerRenderOutput> {
  const locale = input.state.locale ?? 'it';
  await Promise.all([loadCatalogue(locale), loadLocaleMessages(locale)]);
  return renderInContext(
    { ...input, identifierPrefix: SHELL_ID_PREFIX },
    <AppFrame remotes={input.remotes} slots={input.slots} />,
  );
}
