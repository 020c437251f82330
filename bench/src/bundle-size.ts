import { gzipSync } from 'node:zlib';
import { newSession } from '../../e2e/lib/browser';
import { startGateway } from '../../e2e/lib/gateway';

/**
 * What an anonymous visitor downloads on the home page: every JavaScript file, grouped by bundle
 * (shell or remote), with its gzip size (level 9, as the gateway's precompressed .gz files) and
 * the brotli bytes actually transferred. Confirms that no mf-admin file is among them.
 * Target (issue 5): 160 KB gzip in total, React included, in every locale (issue 26: it, en, fr). Measured on arrival (1280x900, page
 * loaded, network idle, no scrolling: sections further down load as the visitor approaches them),
 * then again after scrolling to the end of the page (everything the home page can load).
 *
 *   node --import tsx bench/src/bundle-size.ts            (builds nothing: run scripts/build.sh first)
 *   BENCH_BASE_URL=http://localhost:8080 node --import tsx bench/src/bundle-size.ts
 */
const TARGET_KB = 160;

interface Row {
  /** 'arrival' or 'scrolled': downloaded before or only after scrolling to the end. */
  phase: 'arrival' | 'scrolled';
  bundle: string;
  file: string;
  raw: number;
  gzip: number;
  transferred: number;
}

const bundleOf = (url: URL) => url.pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

/** `judged`: the target is about arrival; the scrolled total is reported, not judged. */
function report(title: string, list: Row[], judged: boolean) {
  const sorted = [...list].sort((a, b) => a.bundle.localeCompare(b.bundle) || b.gzip - a.gzip);
  console.log(`\nJavaScript downloaded by an anonymous visitor on the home page, ${title} (KB)`);
  console.log(
    `${'bundle'.padEnd(14)}${'file'.padEnd(50)}${'raw'.padStart(7)}${'gzip'.padStart(7)}${'sent'.padStart(7)}`,
  );
  for (const r of sorted)
    console.log(
      `${r.bundle.padEnd(14)}${`${r.file}${r.phase === 'scrolled' ? ' (+)' : ''}`.padEnd(50)}${kb(r.raw)}${kb(r.gzip)}${kb(r.transferred)}`,
    );
  const byBundle = new Map<string, number>();
  for (const r of sorted) byBundle.set(r.bundle, (byBundle.get(r.bundle) ?? 0) + r.gzip);
  console.log('per bundle (gzip KB):');
  for (const [bundle, size] of byBundle) console.log(`  ${bundle.padEnd(14)}${kb(size)}`);
  const total = sorted.reduce((s, r) => s + r.gzip, 0);
  const sent = sorted.reduce((s, r) => s + r.transferred, 0);
  console.log(
    `total: ${kb(total).trim()} KB gzip (${kb(sent).trim()} KB as sent, brotli) in ${sorted.length} files${judged ? `; target ${TARGET_KB} KB gzip: ${total / 1024 <= TARGET_KB ? 'met' : 'NOT met'}` : ''}`,
  );
}

/** The arrival total (gzip bytes) of one locale's home, measured in a fresh browser profile. */
async function arrivalOf(base: string, home: string): Promise<number> {
  const session = await newSession();
  try {
    let total = 0;
    const pending: Promise<void>[] = [];
    session.page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      pending.push(
        response.body().then((body) => {
          total += gzipSync(body, { level: 9 }).length;
        }),
      );
    });
    await session.page.goto(`${base}${home}`, { waitUntil: 'networkidle' });
    await session.page.waitForSelector('[data-remote="mf_content"]');
    await Promise.all(pending);
    return total;
  } finally {
    await session.close();
  }
}

/** Home page of each locale the target is judged in: Italian at /, the others under /{locale}/. */
const LOCALE_HOMES: Record<string, string> = { it: '/', en: '/en', fr: '/fr' };

async function main() {
  const gateway = process.env.BENCH_BASE_URL ? undefined : await startGateway();
  process.env.E2E_BASE_URL = process.env.BENCH_BASE_URL ?? gateway?.url;
  const base = process.env.E2E_BASE_URL as string;
  // English and French load their message catalogues on top of the bundled Italian: judged too.
  console.log('\nOn arrival per locale (gzip KB, home page, fresh profile):');
  for (const [locale, home] of Object.entries(LOCALE_HOMES)) {
    const total = await arrivalOf(base, home);
    console.log(
      `  ${locale.padEnd(4)}${kb(total)}  target ${TARGET_KB} KB: ${total / 1024 <= TARGET_KB ? 'met' : 'NOT met'}`,
    );
    if (total / 1024 > TARGET_KB) process.exitCode = 1;
  }
  const session = await newSession();
  try {
    const rows: Row[] = [];
    const pending: Promise<void>[] = [];
    let phase: Row['phase'] = 'arrival';
    session.page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const current = phase;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          rows.push({
            phase: current,
            bundle: bundleOf(url),
            file: url.pathname.split('/').pop() ?? url.pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize,
          });
        })(),
      );
    });
    // BENCH_DETAIL_HOME=/en lists the files of another locale's home.
    await session.page.goto(`${base}${process.env.BENCH_DETAIL_HOME ?? '/'}`, { waitUntil: 'networkidle' });
    await session.page.waitForSelector('[data-remote="mf_content"]');
    await Promise.all(pending);
    report('on arrival (no scrolling)', rows, true);

    // Scroll to the end a screen at a time, as a reader would, letting each section load.
    phase = 'scrolled';
    // (Expressions as strings: this package is type-checked without the DOM library.)
    const height = await session.page.evaluate<number>('document.body.scrollHeight');
    for (let y = 0; y < height; y += 600) {
      await session.page.evaluate(`window.scrollTo(0, ${y})`);
      await session.page.waitForTimeout(150);
    }
    await session.page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await session.page.waitForLoadState('networkidle');
    await Promise.all(pending);
    report('after scrolling to the end of the page', rows, false);

    const admin = rows.filter((r) => r.bundle === 'mf-admin');
    console.log(
      admin.length
        ? `mf-admin files downloaded: ${admin.map((r) => r.file).join(', ')}`
        : 'mf-admin files downloaded: none',
    );
    if (admin.length) process.exitCode = 1;
  } finally {
    await session.close();
    await gateway?.stop();
  }
}

void main();
