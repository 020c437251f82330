import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogueRecordInput } from '@archive/contracts/catalogue';
import { buildApp } from '../app';
import { snapshotFile, writeNdjson } from '../catalogue/snapshot';
import { testConfig } from '../config';
import { SECRET } from '../content/test-app';

/**
 * Test fixture of the OAI-PMH tests: a gateway on a tiny known catalogue in it/en/fr, or on the
 * demo catalogue (`demo: N` records). Known records:
 *   ca_objects 11 "Fondo Leonardo" (root), 12 "La Gioconda" (child of 11, collection Uffizi,
 *   subject Ritratti, place Firenze), 13 private, ca_places 20 "Roma", ca_entities 30.
 */
export const ORIGIN = 'https://archivio.example.org';
export const BASE_URL = `${ORIGIN}/oai`;

const TITLES: Record<string, Record<string, string>> = {
  '11': { it: 'Fondo Leonardo', en: 'Leonardo fonds', fr: 'Fonds Léonard' },
  '12': { it: 'La Gioconda', en: 'Mona Lisa', fr: 'La Joconde' },
};

export function fixtureRecords(locale: string): CatalogueRecordInput[] {
  const title = (id: string) => TITLES[id]?.[locale] ?? id;
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
      type_id: { id: 16, name: 'dipinto' },
      access: 1,
      parent: '11',
      parent_path: ['11'],
      isChild: true,
      data: { start: -14_831_769_600, end: -14_200_617_600 },
      metadati: [
        {
          fieldCode: 'descrizione',
          label: 'Descrizione',
          value: '<p>Ritratto di <b>Lisa</b> Gherardini</p>',
        },
        { fieldCode: 'diritti', label: 'Diritti', value: 'Pubblico dominio' },
      ],
      filtri: [
        { id: 'collection-uffizi', name: 'Uffizi', path: '/collection/uffizi', type: 'collezione' },
        { id: 'subject-ritratti', name: 'Ritratti', path: '/subject/ritratti', type: 'soggetto' },
        { id: 'place-firenze', name: 'Firenze', path: '/place/firenze', type: 'luogo', cord: [43.77, 11.25] },
      ],
    },
    { id: '13', table: 'ca_objects', preferred_label: 'Segreto', type_id: { id: 13, name: 'x' }, access: 0 },
    { id: '20', table: 'ca_places', preferred_label: 'Roma', type_id: { id: 40, name: 'città' }, access: 1 },
    {
      id: '30',
      table: 'ca_entities',
      preferred_label: 'Anna Bianchi & <Figli>',
      type_id: { id: 20, name: 'persona' },
      access: 1,
    },
  ];
}

export async function makeOaiApp(
  options: {
    demo?: number;
    env?: Record<string, string> /** '' = none (loopback hosts only) */;
    publicUrl?: string;
    /** Settings of another catalogue store, given the DATA_DIR holding the fixture's snapshots. */
    store?: (dataDir: string) => Promise<Record<string, string>>;
  } = {},
) {
  const root = mkdtempSync(path.join(tmpdir(), 'oa-oai-'));
  const dataDir = path.join(root, 'data');
  if (!options.demo)
    for (const locale of ['it', 'en', 'fr'] as const)
      await writeNdjson(
        snapshotFile(path.join(dataDir, 'catalogue'), 'data', locale),
        fixtureRecords(locale),
      );
  const storeSettings = options.store ? await options.store(dataDir) : {};
  const config = testConfig({
    DATA_DIR: dataDir,
    ...storeSettings,
    CATALOGUE_SEED_RECORDS: String(options.demo ?? 0),
    SESSION_SECRET: SECRET,
    ...((options.publicUrl ?? ORIGIN) ? { PUBLIC_URL: options.publicUrl ?? ORIGIN } : {}),
    ...options.env,
  });
  const build = async () => {
    const app = await buildApp(config);
    await app.ready();
    // Every locale indexed (the store loads all but the first in the background).
    for (const locale of ['it', 'en', 'fr'] as const)
      await app.catalogue.store.record(locale, 'ca_objects', '0');
    return app;
  };
  const app = await build();
  return {
    app,
    dataDir,
    /** Another gateway on the same DATA_DIR and secret: a restart. */
    build,
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
