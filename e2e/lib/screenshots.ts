import path from 'node:path';
import { newSession, openPage } from './browser';

/**
 * Screenshots of site pages in light and dark mode, desktop and phone width, for a person to look
 * at (layout and contrast reviews). Not a test: nothing is compared. Usage, with a gateway running:
 *
 *   E2E_BASE_URL=http://127.0.0.1:8080 node --import tsx e2e/lib/screenshots.ts /tmp/shots / /login /nope
 *
 * Writes `<dir>/<name>-<light|dark>-<desktop|phone>.png` per page.
 */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export async function screenshotPages(dir: string, paths: string[]): Promise<string[]> {
  const written: string[] = [];
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const mode of ['light', 'dark'] as const) {
      const session = await newSession({ viewport });
      try {
        const { page } = session;
        // Dark mode is the shell's own switch, remembered in local storage.
        await openPage(page, '/');
        await page.evaluate((dark) => localStorage.setItem('oa_dark', dark ? '1' : '0'), mode === 'dark');
        for (const sitePath of paths) {
          await openPage(page, sitePath);
          await page.waitForLoadState('networkidle').catch(() => {});
          await page.waitForTimeout(300);
          const name = sitePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '_') || 'home';
          const file = path.join(dir, `${name}-${mode}-${device}.png`);
          await page.screenshot({ path: file, fullPage: true });
          written.push(file);
        }
      } finally {
        await session.close();
      }
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [dir = '/tmp/shots', ...paths] = process.argv.slice(2);
  screenshotPages(dir, paths.length ? paths : ['/', '/login', '/pagina-che-non-esiste']).then(
    (files) => console.log(files.join('\n')),
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
