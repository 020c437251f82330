import type { RemoteName } from '@archive/contracts/routes';
import type { ArchiveState, EmbeddedAnswer } from '@archive/ui';
import { parseRegistry, type RemoteEntry } from './remotes-registry';
import { slotId } from './slots';

/**
 * The payload a server-rendered page carries (`<script type="application/json" id="oa-page">`,
 * written by the gateway's site/ssr/page-html.ts): the state the server rendered with, the API
 * answers it used, and the remotes' versions. The shell starts from it instead of fetching the
 * same things again, and uses those versions rather than /remotes.json: a deploy between the HTML
 * and the shell's start must not hydrate one version's HTML with another's code.
 */
export interface PagePayload {
  url: string;
  state: Partial<ArchiveState>;
  answers: Record<string, EmbeddedAnswer>;
  remotes: RemoteEntry[];
  rendered: string[];
}

const PAYLOAD_ID = 'oa-page';

/** The page's payload, if the server rendered this very URL (path and query). */
export function readPagePayload(): PagePayload | null {
  const element = document.getElementById(PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    const payload = JSON.parse(element.textContent) as PagePayload;
    if (payload.url !== window.location.pathname + window.location.search) return null;
    return { ...payload, remotes: parseRegistry({ remotes: payload.remotes }) };
  } catch (err) {
    console.warn('the page payload could not be read; starting afresh', err);
    return null;
  }
}

/** The server HTML of each rendered remote's slot, read before hydration (see AppFrame's slots). */
export function readSlots(rendered: readonly string[]): Partial<Record<RemoteName, string>> {
  const slots: Partial<Record<RemoteName, string>> = {};
  for (const name of rendered) {
    const remote = name.replace('_', '-') as RemoteName;
    const element = document.getElementById(slotId(remote));
    if (element) slots[remote] = element.innerHTML;
  }
  return slots;
}
