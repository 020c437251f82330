import { loadLocaleMessages } from '@archive/contracts/messages';
import { matchUrl } from '@archive/contracts/routes';
import type { ArchiveState } from '@archive/ui';
import type { ServerRenderOutput } from '@archive/ui/server';
import { accessContextOf, type PageState, pageStateOf } from './composition/activity';
import { type FrameInput, renderFrame } from './frame-template';
import { loadCatalogue } from './i18n/messages';
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

/** The frame around the remote's slot; an anonymous page's from a template (frame-template.tsx). */
export async function render(input: FrameInput): Promise<ServerRenderOutput> {
  const locale = input.state.locale ?? 'it';
  await Promise.all([loadCatalogue(locale), loadLocaleMessages(locale)]);
  return renderFrame(input);
}
