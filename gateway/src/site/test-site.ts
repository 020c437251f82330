import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogueRecordInput } from '@archive/contracts/catalogue';
import type { SiteOptionsInput } from '@archive/contracts/site-options';
import type { App } from '../app';
import { buildApp } from '../app';
import { snapshotFile, writeNdjson } from '../catalogue/snapshot';
import { testConfig } from '../config';
import { SECRET } from '../content/test-app';

/**
 * Test fixture of the site's page, crawler and private-site tests: a gateway with a built shell, the
 * demo content (it/en/fr) and a tiny known catalogue:
 *   ca_objects 12 "La Gioconda" / "Mona Lisa" / "La Joconde" (public, child of 11 "Fondo Leonardo"),
 *   ca_objects 13 (private), ca_places 20 "Roma" with coordinates, ca_entities 30 "Anna Bianchi".
 */
export const SHELL_MARK = 'shell-root';

const TITLES: Record<string, Record<string, string>> = {
  '11': { it: 'Fondo Leonardo', en: 'Leonardo fonds', fr: 'Fonds Léonard' },
  '12': { it: 'La Gioconda', en: 'Mona Lisa', fr: 'La Joconde' },
};

function records(locale: string): CatalogueRecordInput[] {
  const title = (id: string) => TITLES[id]?.[locale] ?? TITLES[id]?.it ?? id;
  return [
    {
      id: '11',
      table: 'ca_objects',
      preferred_label: title('11'),
      type_id: { id: 10, name: 'fondo' },
      access: 1,
    },
    {
      id: '12',
      table: 'ca_objects',
      preferred_label: title('12'),
      type_id: { id: 16, name: 'disegno' },
      access: 1,
      parent: '11',
      parent_path: ['11'],
      isChild: true,
    },
    { id: '13', table: 'ca_objects', preferred_label: 'Segreto', type_id: { id: 13, name: 'x' }, access: 0 },
    {
      id: '20',
      table: 'ca_places',
      preferred_label: 'Roma',
      type_id: { id: 40, name: 'città' },
      access: 1,
      filtri: [{ id: 'p-roma', name: 'Roma', path: '/place/roma', type: 'luogo', cord: [41.9, 12.5] }],
    },
    {
      id: '30',
      table: 'ca_entities',
      preferred_label: 'Anna Bianchi & <Figli>',
      type_id: { id: 20, name: 'persona' },
      access: 1,
    },
  ];
}

/** `extraRecords` adds records of a test's own to the tiny catalogue (same records in each locale). */
export async function makeSiteApp(
  overrides: Record<string, string> = {},
  extraRecords: (locale: string) => CatalogueRecordInput[] = () => [],
) {
  const root = mkdtempSync(path.join(tmpdir(), 'oa-site-pages-'));
  const dataDir = path.join(root, 'data');
  const shell = path.join(root, 'bundles', 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(
    path.join(shell, 'index.html'),
    `<!doctype html><html><body><div id="${SHELL_MARK}"></div></body></html>`,
  );
  for (const locale of ['it', 'en', 'fr'] as const)
    await writeNdjson(snapshotFile(path.join(dataDir, 'catalogue'), 'data', locale), [
      ...records(locale),
      ...extraRecords(locale),
    ]);
  const app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      BUNDLES_DIR: path.join(root, 'bundles'),
      CATALOGUE_SEED_RECORDS: '0',
      SESSION_SECRET: SECRET,
      PUBLIC_URL: 'https://archivio.example.org',
      ...overrides,
    }),
  );
  await app.ready();

  /** Changes site options as an editor would (the options cache is dropped on save). */
  const setOptions = async (changes: SiteOptionsInput) => {
    const doc = await app.content.get('options', 'site', 'it');
    await app.content.save({
      collection: 'options',
      name: 'site',
      locale: 'it',
      data: { ...(doc?.data ?? {}), ...changes },
      revision: doc?.revision ?? 0,
    });
  };
  const close = async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  };
  return { app, setOptions, close };
}

/**
 * Signs in through the three steps and answers the headers a browser would send next: every cookie
 * the gateway set (their names carry `__Host-` over https) and the CSRF header.
 */
export async function signInAs(app: App, who: { email: string; password: string }) {
  const login = await app.inject({ method: 'POST', url: '/api/public/login', payload: who });
  const token = await app.inject({ method: 'POST', url: '/api/public/token', payload: login.json() });
  const session = await app.inject({ method: 'POST', url: '/api/public/session', payload: token.json() });
  if (session.statusCode !== 200) throw new Error(`session ${session.statusCode}: ${session.body}`);
  const set = session.headers['set-cookie'];
  const pairs = (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0] ?? '');
  const csrf = pairs.find((p) => /^(__Host-)?oa_csrf=/.test(p))?.split('=')[1] ?? '';
  return { cookie: pairs.join('; '), 'x-csrf-token': decodeURIComponent(csrf) };
}
