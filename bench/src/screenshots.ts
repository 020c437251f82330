import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { newSession } from '../../e2e/lib/browser';
import { ROOT } from '../../e2e/lib/gateway';
import { demoSite } from './demo-site';

/**
 * Screenshots of the home, a search and a record (the pages bench:lighthouse measures) on a phone
 * (390x844) and a laptop (1366x768), in Chromium: the first screen of each, and the whole home
 * page. PNG files go to bench/screenshots/ (not committed: several hundred KB each; the folder is
 * ignored by git), named page-width[-full].png. For looking at, beside the Lighthouse figures in
 * bench/README.md; nothing is judged here.
 *
 *   node --import tsx bench/src/screenshots.ts [--url http://localhost:8080] [--out DIR]
 */
const { values } = parseArgs({ options: { url: { type: 'string' }, out: { type: 'string' } } });
const out = values.out ?? join(ROOT, 'bench', 'screenshots');
mkdirSync(out, { recursive: true });

const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 768 },
];

const site = await demoSite(values.url);
try {
  for (const viewport of VIEWPORTS) {
    const session = await newSession({ viewport: { width: viewport.width, height: viewport.height } });
    try {
      for (const [name, path] of Object.entries(site.pages)) {
        await session.page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
        // The cookie bar is a visitor's first choice, not part of the page being looked at.
        await session.page.evaluate("document.querySelector('.cookie-bar')?.remove()");
        // Images in view finish loading (the demo draws a record's picture on its first request).
        await session.page.waitForFunction(
          '[...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete)',
          undefined,
          { timeout: 30_000 },
        );
        const file = join(out, `${name}-${viewport.name}.png`);
        await session.page.screenshot({ path: file });
        console.log(file);
        if (name === 'home') {
          // Scrolled through first, so the sections further down have drawn.
          const height = await session.page.evaluate<number>('document.body.scrollHeight');
          for (let y = 0; y < height; y += viewport.height) {
            await session.page.evaluate(`window.scrollTo(0, ${y})`);
            await session.page.waitForTimeout(250);
          }
          await session.page.waitForLoadState('networkidle');
          const full = join(out, `${name}-${viewport.name}-full.png`);
          await session.page.screenshot({ path: full, fullPage: true });
          console.log(full);
        }
      }
    } finally {
      await session.close();
    }
  }
} finally {
  await site.stop();
}
