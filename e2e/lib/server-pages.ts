import { siteUrl } from './browser';

/**
 * Reading server-rendered pages without a browser (what a crawler or a link preview gets), and
 * finding pages to read through the public API.
 */
export interface PagePayload {
  url: string;
  state: Record<string, unknown>;
  answers: Record<string, { data?: unknown; error?: unknown }>;
  remotes: { name: string; version: string }[];
  rendered: string[];
}

/** The payload the page carries for hydration (`<script type="application/json" id="oa-page">`). */
export function payloadOf(html: string): PagePayload {
  const json = /<script type="application\/json" id="oa-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page has no server payload (was it rendered on the server?)');
  return JSON.parse(json) as PagePayload;
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The text of the page's body as a reader sees it (tags, scripts and React's markers dropped). */
export function pageText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ');
}

interface RecordCard {
  id: string;
  preferred_label: string;
  link: string;
}

/** The first public record of a table, as the catalogue search lists it. */
export async function firstRecord(table: string): Promise<RecordCard> {
  const answer = await fetch(siteUrl('/api/public/catalogue/search'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'it', tables: [table], filters: [], limit: 1 }),
  });
  const list = (await answer.json()) as { data: RecordCard[] };
  const first = list.data[0];
  if (!first) throw new Error(`no public record in ${table}`);
  return first;
}

/** A published news item's path and title. */
export async function newsItemPath(): Promise<{ path: string; title: string }> {
  const answer = await fetch(siteUrl('/api/public/firebase/getDocs'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'it', collection: 'news' }),
  });
  const docs = (await answer.json()) as {
    data: { name: string; data: { title: string; published?: boolean } }[];
  };
  const doc = docs.data.find((d) => d.data.published !== false);
  if (!doc) throw new Error('no published news item');
  return { path: `/news/${doc.name}`, title: doc.data.title };
}
