import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';
import { liveVersion, ROOT, runDeployCli } from '../lib/bundles';

// Server rendering follows releases: the gateway renders with the live version of the remote that
// owns the page, switched by a deploy or a rollback while it runs. A remote whose server build is
// broken must not break its pages: the client-rendered page (200) is sent, as before SSR existed.
describe('server rendering and releases', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('renders with a version deployed or rolled back while the gateway runs', async () => {
    const before = liveVersion('mf-catalogue');
    const stamp = `ssr-${Date.now()}`;
    const latestFile = path.join(ROOT, 'mf-catalogue', 'dist', 'latest.json');
    const latest = readFileSync(latestFile, 'utf8');
    const page = () => fetch(siteUrl('/cerca')).then((r) => r.text());
    expect(await page()).toContain(`data-version="${before}"`);
    runDeployCli(['deploy', 'mf-catalogue'], { BUILD_STAMP: stamp });
    const after = liveVersion('mf-catalogue');
    try {
      const html = await page();
      expect(html).toContain(`data-remote="mf_catalogue" data-build="${stamp}"`);
      // The page names the versions it was drawn with: the browser loads exactly those.
      expect(html).toContain(`/remotes/mf-catalogue/${after}/remoteEntry.js`);
    } finally {
      runDeployCli(['rollback', 'mf-catalogue']);
      rmSync(path.join(ROOT, 'mf-catalogue', 'dist', after), { recursive: true, force: true });
      writeFileSync(latestFile, latest);
    }
    const html = await page();
    expect(html).not.toContain(`data-build="${stamp}"`);
    expect(html).toContain(`/remotes/mf-catalogue/${before}/remoteEntry.js`);
  });

  it('sends the client-rendered page with 200 when the live server build throws', async () => {
    const entry = path.join(
      ROOT,
      'mf-catalogue',
      'dist',
      liveVersion('mf-catalogue'),
      'server',
      'remoteEntry.cjs',
    );
    const original = readFileSync(entry);
    writeFileSync(entry, "throw new Error('a broken server build (test)');\n");
    // Build files' times are read at most every 500 ms (gateway site/ssr/file-times.ts): a build
    // changed in place is drawn with after that, as a deploy to a new folder is at once.
    await new Promise((resolve) => setTimeout(resolve, 600));
    try {
      const response = await fetch(siteUrl('/cerca?tags=archivio'));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('id="oa-page"');
      expect(html).toContain('<div id="shell-root">');
      await openPage(session.page, '/cerca?tags=archivio', { remote: 'mf_catalogue' });
      await session.page.waitForSelector('[data-screen="search"] #results');
    } finally {
      writeFileSync(entry, original);
    }
    // Mended: the next request is rendered on the server again, without a restart.
    const html = await (await fetch(siteUrl('/cerca?tags=archivio'))).text();
    expect(html).toContain('id="oa-page"');
    expect(html).toContain('data-remote="mf_catalogue"');
  });
});
