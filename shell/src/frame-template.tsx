import type { Locale } from '@archive/contracts/locales';
import { loginLinkFor } from '@archive/contracts/login-link';
import { localiseUrl, type RemoteName } from '@archive/contracts/routes';
import type { ArchiveState } from '@archive/ui';
import { renderInContext, type ServerRenderInput, type ServerRenderOutput } from '@archive/ui/server';
import type { RemoteEntry } from './composition/remotes-registry';
import { SHELL_ID_PREFIX } from './composition/slots';
import { AppFrame } from './layout/app-frame';
import { type FrameMark, FrameMarksContext } from './layout/frame-marks';

/**
 * The frame drawn once, not per page (issue 22). Header, menus, footer, cookie bar, skip links:
 * what React draws around the remote's slot is the same for every anonymous page of a locale, a
 * route kind (the layout, the page state, the search page's skip link), a consent cookie and a set
 * of data versions (site options and menus are documents), but for the few
 * values that follow the URL (layout/frame-marks.tsx). So the frame is drawn once per such key
 * with marks in their place and in the slots, kept by the gateway (site/ssr/frame-templates.ts),
 * and each page's frame is the template with the marks filled in: the same bytes React would write
 * (the values escaped as React escapes attributes; the slots are raw HTML, as React writes
 * `dangerouslySetInnerHTML`), so the browser hydrates it as before.
 *
 * A signed-in render (the user bar, the logout button, the editing affordances) gets its templates
 * keyed by its user, access level and whole Cookie header as well: they are never another
 * visitor's, signed in or not, even if the bar someday names its user. With `check` (development
 * and tests) every templated frame is drawn the ordinary way as well, compared, and the ordinary
 * one sent when they differ.
 */
export interface FrameTemplateStore {
  get(key: string): { html: string; head: ServerRenderOutput['head'] } | undefined;
  set(key: string, template: { html: string; head: ServerRenderOutput['head'] }): void;
  /** Draw every templated frame the ordinary way too, and compare. */
  readonly check: boolean;
  /** A templated frame differed from the ordinary one (which was sent). */
  mismatch(url: string): void;
}

export interface FrameInput extends ServerRenderInput {
  state: Partial<ArchiveState>;
  remotes: RemoteEntry[];
  slots: Partial<Record<RemoteName, string>>;
  /**
   * Renders that may use a template: the data versions they were drawn from (with the access level
   * for a signed-in render: site/ssr/signed-in-share.ts), and the store.
   */
  frame?: { versions: string; store: FrameTemplateStore } | undefined;
}

/**
 * This build's marks: a random token per loaded shell build, so no text of a page (an editor's
 * footer block, a URL) can be taken for one, and no template of another build is used.
 */
const TOKEN = `__oaframe${globalThis.crypto.randomUUID().replace(/-/g, '')}_`;
/** A value's mark (Link takes a leading '/' as internal: so does the mark) and a slot's. */
const VALUE_OPEN = `/${TOKEN}`;
const SLOT_OPEN = `<!--${TOKEN}slot_`;
const valueMark = (name: string) => `${VALUE_OPEN}${name}__`;
const slotMark = (remote: string) => `${SLOT_OPEN}${remote}__-->`;

/** A template mark in place of each value (Link takes a leading '/' as internal: so does the mark). */
const markValue: FrameMark = (name) => valueMark(name);

/** What React does to an attribute value (react-dom-server escapeTextForBrowser). */
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeAttribute = (value: string) => value.replace(/["&'<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

/** The frame's values that follow the URL, each from the expression its component uses. */
export function frameValues(url: string, state: Partial<ArchiveState>): Record<string, string> {
  // The cookie bar's form goes back to the page (layout/cookie-bar.tsx).
  const values: Record<string, string> = { back: url };
  if (state.route) values.login = loginLinkFor(state.route);
  const enabled = (state.enabledLocales ?? []) as Locale[];
  for (const locale of enabled) values[`lang-${locale}`] = localiseUrl(url, locale, enabled);
  return values;
}

/**
 * The template with its marks filled in. A scan for the token (`indexOf`), not a regular
 * expression: the value marks start with '/', which every closing tag has (the expression took
 * 1.6% of a signed-in home's profile).
 */
function fill(
  html: string,
  values: Record<string, string>,
  slots: Partial<Record<RemoteName, string>>,
): string {
  let out = '';
  let from = 0;
  for (let at = html.indexOf(TOKEN); at !== -1; at = html.indexOf(TOKEN, from)) {
    const slot = html.startsWith(SLOT_OPEN, at - 4);
    const nameAt = at + TOKEN.length + (slot ? 'slot_'.length : 0);
    const nameEnd = html.indexOf('__', nameAt);
    const name = html.slice(nameAt, nameEnd);
    const text = slot ? slots[name as RemoteName] : values[name];
    // A mark without its value would put the mark in the page: the caller draws the frame instead.
    if (nameEnd === -1 || text === undefined || (!slot && html[at - 1] !== '/'))
      throw new Error(`frame template: no value for ${name}`);
    out += html.slice(from, slot ? at - 4 : at - 1) + (slot ? text : escapeAttribute(text));
    from = nameEnd + (slot ? '__-->'.length : '__'.length);
  }
  return out + html.slice(from);
}

/**
 * The frame drawn by React, the slots' HTML put in afterwards: React would otherwise copy each
 * slot (most of the page) through its encoder into the frame's stream.
 */
async function drawFrame(input: FrameInput, mark?: FrameMark): Promise<ServerRenderOutput> {
  const marked = Object.fromEntries(Object.keys(input.slots).map((remote) => [remote, slotMark(remote)]));
  const { frame: _frame, ...rest } = input;
  const output = await renderInContext(
    { ...rest, identifierPrefix: SHELL_ID_PREFIX },
    <FrameMarksContext.Provider value={mark ?? ((_name, value) => value)}>
      <AppFrame remotes={input.remotes} slots={marked} />
    </FrameMarksContext.Provider>,
  );
  return mark ? output : { ...output, html: fill(output.html, {}, input.slots) };
}

/** Everything a frame is drawn from, but the values that follow the URL. */
function templateKey(input: FrameInput, versions: string): string {
  const { state } = input;
  return JSON.stringify([
    TOKEN,
    versions,
    state.locale,
    state.enabledLocales,
    state.level,
    state.user ?? null,
    state.route?.route,
    input.cookies ?? '',
    Object.keys(input.slots).sort(),
    input.remotes.map((r) => [r.name, r.version, r.entry]),
  ]);
}

export async function renderFrame(input: FrameInput): Promise<ServerRenderOutput> {
  const { frame, state } = input;
  if (!frame || !state.route) return drawFrame(input);
  const key = templateKey(input, frame.versions);
  let template = frame.store.get(key);
  if (!template) {
    const drawn = await drawFrame(input, markValue);
    // A frame that fetched, failed in part or drew another remote's module depends on more than
    // its key says: this page gets it, no other.
    if (drawn.errors.length || drawn.exposed.length || Object.keys(drawn.answers).length)
      return { ...drawn, html: fill(drawn.html, frameValues(input.url, state), input.slots) };
    template = { html: drawn.html, head: drawn.head };
    frame.store.set(key, template);
  }
  const html = fill(template.html, frameValues(input.url, state), input.slots);
  if (frame.store.check) {
    const ordinary = await drawFrame(input);
    if (ordinary.html !== html) {
      frame.store.mismatch(input.url);
      return ordinary;
    }
  }
  return { html, answers: {}, head: template.head, errors: [], exposed: [] };
}
