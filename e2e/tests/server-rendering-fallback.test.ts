import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';
import { liveVersion, ROOT } from '../lib/bundles';

// A remote whose server build is broken must not break its pages: the gateway sends the
// client-rendered page (200) and the browser draws it as before server rendering existed.
describe('server rendering falls back to the browser', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
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
