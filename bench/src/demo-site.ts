import { startGateway } from '../../e2e/lib/gateway';

/**
 * The site a browser bench measures: the one at `url`, or a gateway started with the demo catalogue
 * (bundles must be built); and its three pages of issue 14: home, a search, a record with an image.
 */
export async function demoSite(url: string | undefined) {
  const gateway = url ? undefined : await startGateway({ CATALOGUE_SEED_RECORDS: '3000' });
  const origin = (url ?? gateway?.url ?? '').replace(/\/$/, '');
  const search = await fetch(`${origin}/api/public/catalogue/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'it', tables: ['ca_objects'], filters: [], limit: 20 }),
  });
  const cards = ((await search.json()) as { data: { link: string; hasMedia?: boolean }[] }).data;
  const record = cards.find((c) => c.hasMedia) ?? cards[0];
  const pages: Record<string, string> = {
    home: '/',
    search: '/cerca?tags=archivio',
    record: record?.link ?? '/',
  };
  return { origin, pages, stop: async () => gateway?.stop() };
}
