import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';

/**
 * Two gateways on one DATA_DIR (one content store, one catalogue folder, one remotes registry):
 * a save made through one shows in the other's anonymous page within a second, though both had the
 * page cached (the delay over 50 saves is measured by bench/src/serve-bench.ts, not here).
 */
let one: BuiltSite;
let two: BuiltSite;
beforeAll(async () => {
  one = await makeBuiltSite();
  two = await makeBuiltSite({}, { dataDir: one.dataDir });
}, 240_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const about = (site: BuiltSite) => site.app.inject({ method: 'GET', url: '/about' });

/** Asks until the page comes from the cache (a gateway just started may still be loading its catalogue). */
async function cached(site: BuiltSite): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    if ((await about(site)).headers['x-cache'] === 'HIT') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Longer than the registry file's check interval (50 ms), as a deploy by another process waits. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('gateways sharing a store', () => {
  it("show each other's saves in their cached pages within a second", async () => {
    for (const site of [one, two]) expect(await cached(site)).toBe(true);
    const doc = await one.app.content.get('pages', 'about', 'it');
    const data = JSON.parse(JSON.stringify(doc?.data).replace('su appuntamento', 'MARK-other-gateway'));
    await one.app.content.save({
      collection: 'pages',
      name: 'about',
      locale: 'it',
      data,
      revision: doc?.revision,
    });
    // The promise (content/site-revision.ts): a request that starts once the revision's poll
    // interval (300 ms) has passed since the save is drawn with it. A busy machine only makes the
    // request start later, never the answer wrong.
    await new Promise((resolve) => setTimeout(resolve, 350));
    const other = await about(two);
    expect(other.headers['x-cache']).toBe('MISS');
    expect(other.body).toContain('MARK-other-gateway');
    expect((await about(one)).body).toContain('MARK-other-gateway');
  });

  it('draw anew after a remote is deployed elsewhere, and after its rollback', async () => {
    const registry = one.app.site.registry;
    const live = registry.current('mf-content');
    expect(live).toBeDefined();
    expect(await cached(two)).toBe(true);
    // Another version of mf-content: the same release under a new folder name, as a rebuild makes.
    const { cpSync, readFileSync, writeFileSync } = await import('node:fs');
    const version = `${live}-copy`;
    const dir = registry.versionDir('mf-content', version);
    cpSync(registry.versionDir('mf-content', String(live)), dir, { recursive: true });
    const meta = JSON.parse(readFileSync(`${dir}/meta.json`, 'utf8'));
    writeFileSync(`${dir}/meta.json`, JSON.stringify({ ...meta, version }));
    try {
      registry.deploy('mf-content', version);
      // Another gateway looks at the registry file's time at most every 50 ms
      // (file-registry-state.ts): a request that starts after that is drawn with the deploy.
      await settle();
      const deployed = await about(two);
      expect(deployed.headers['x-cache']).toBe('MISS');
      expect(deployed.body).toContain(`/remotes/mf-content/${version}/`);
      registry.rollback('mf-content');
      await settle();
      const rolledBack = await about(two);
      expect(rolledBack.headers['x-cache']).toBe('MISS');
      expect(rolledBack.body).not.toContain(`/remotes/mf-content/${version}/`);
    } finally {
      const { rmSync } = await import('node:fs');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
