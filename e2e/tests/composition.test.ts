import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';
import { hideLiveBundle, liveVersion, ROOT, runDeployCli, shellFingerprint } from '../lib/bundles';

// Run-time composition: a missing remote degrades to a fallback section, and a remote released
// alone reaches visitors on their next load while the shell's files stay as they were.
describe('composition', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the error page (503, retry) in place of a remote whose bundle is missing', async () => {
    const restore = hideLiveBundle('mf-catalogue');
    try {
      const { page } = session;
      const response = await openPage(page, '/esplora');
      expect(response?.status()).toBe(200);
      const fallback = page.locator('[data-remote-fallback="mf_catalogue"]');
      await fallback.waitFor({ timeout: 20_000 });
      expect(await fallback.getByRole('button').count()).toBe(1);
      // The error page's code and words (spec section 8), not a bare notice.
      expect(await fallback.locator('.status-code').textContent()).toBe('503');
      expect(await fallback.getByRole('heading').textContent()).toContain('La pagina non è disponibile');
      // The rest of the site is still there.
      expect(await page.locator('header.site-header').count()).toBe(1);
      expect(await page.locator('footer.site-footer').count()).toBe(1);
    } finally {
      restore();
    }
  });

  it('serves a remote redeployed alone after a reload, with the shell unchanged', async () => {
    const { page } = session;
    await openPage(page, '/', { remote: 'mf_content' });
    const shellBefore = shellFingerprint();
    const before = liveVersion('mf-content');
    const stamp = `e2e-${Date.now()}`;
    const latestFile = path.join(ROOT, 'mf-content', 'dist', 'latest.json');
    const latest = readFileSync(latestFile, 'utf8');
    runDeployCli(['deploy', 'mf-content'], { BUILD_STAMP: stamp });
    const after = liveVersion('mf-content');
    try {
      expect(after).not.toBe(before);
      await page.reload();
      await page.waitForSelector(`[data-remote="mf_content"][data-live][data-build="${stamp}"]`);
      const registry = (await (await page.request.get(siteUrl('/remotes.json'))).json()) as {
        remotes: { name: string; version: string }[];
      };
      expect(registry.remotes.find((r) => r.name === 'mf_content')?.version).toBe(after);
      expect(shellFingerprint()).toBe(shellBefore);
      // The server renders the home page with the new version too (the gateway was not restarted).
      const html = await (await page.request.get(siteUrl('/'))).text();
      expect(html).toContain(`data-remote="mf_content" data-build="${stamp}"`);
    } finally {
      runDeployCli(['rollback', 'mf-content']);
      rmSync(path.join(ROOT, 'mf-content', 'dist', after), { recursive: true, force: true });
      writeFileSync(latestFile, latest);
    }
    expect(liveVersion('mf-content')).toBe(before);
    await page.reload();
    await page.waitForSelector('[data-remote="mf_content"][data-live]:not([data-build])');
    const html = await (await page.request.get(siteUrl('/'))).text();
    expect(html).toContain('data-remote="mf_content"');
    expect(html).not.toContain(`data-build="${stamp}"`);
  });
});
