import { startGateway } from '../../e2e/lib/gateway';

/**
 * The site a browser bench measures: the one at `url`, or a gateway started with the demo catalogue
 * (bundles must be built); and its three pages of issue 14: home, a search (one whose results have pictures), a record with an
 * image.
 */
export async function demoSite(url: string | undefined, options: { drawAhead?: boolean } = {}) {
  const drawAhead = options.drawAhead ?? true;
  const gateway = url
    ? undefined
    : await startGateway({ CATALOGUE_SEED_RECORDS: '3000', IIIF_DRAW_AHEAD: String(drawAhead) });
  const origin = (url ?? gateway?.url ?? '').replace(/\/$/, '');
  // As a site's visitors find it once it has drawn its home's pictures ahead (the gateway does at
  // start, in the background): wait for that, up to two minutes.
  if (gateway && drawAhead) await drawnAhead(origin);
  const post = async (path: string, body: unknown) =>
    (await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { data: { link: string; thumbnail?: string }[] };
  // A record with an image (issue 26: pages lead with their picture), and a search whose first
  // results have pictures, as a visitor looking for photographs would see it.
  const [pictured] = (await post('/api/public/catalogue/random-images', { locale: 'it', count: 1 })).data;
  let searchPath = '/cerca?tags=archivio';
  for (const word of ['fotografia', 'porto', 'ponte']) {
    const found = await post('/api/public/catalogue/search', { locale: 'it', text: word, limit: 10 });
    if (found.data.filter((c) => c.thumbnail).length >= 4) {
      searchPath = `/cerca?tags=${word}`;
      break;
    }
  }
  const pages: Record<string, string> = {
    home: '/',
    search: searchPath,
    record: pictured?.link ?? '/',
  };
  return { origin, pages, stop: async () => gateway?.stop() };
}

/** Waits until the gateway has drawn ahead what its home names (`/metrics`: nothing queued, some done). */
async function drawnAhead(origin: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const text = await fetch(`${origin}/metrics`)
      .then((r) => r.text())
      .catch(() => '');
    const figure = (name: string) =>
      Number(new RegExp(`oa_iiif_draw_ahead\\{figure="${name}"\\} (\\d+)`).exec(text)?.[1] ?? Number.NaN);
    const done = figure('drawn') + figure('present') + figure('skipped') + figure('failed');
    if (figure('queued') === 0 && done > 0) {
      console.log(`drawn ahead: ${figure('drawn')} copies (${figure('present')} there already)`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log('drawn ahead: not finished after 2 minutes');
}
