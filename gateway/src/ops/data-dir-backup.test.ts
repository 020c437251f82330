import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCatalogueDir, removeDir } from '../../test/catalogue/fixture';
import { EmbeddedCatalogueStore } from '../catalogue/engine/embedded-store';
import { catalogueDir, readGeneration, writeGeneration } from '../catalogue/snapshot';
import { backupDataDir } from './data-dir-backup';

// The catalogue in a backup is one generation's set of snapshots: an import half-way through (a
// snapshot replaced, the generation not yet written) is waited for, never copied half.
const scratch = mkdtempSync(join(tmpdir(), 'oa-backup-unit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('backup of the catalogue snapshots', () => {
  it('waits for an import under way and copies the generation it publishes', async () => {
    const dataDir = await makeCatalogueDir();
    try {
      const dir = catalogueDir(dataDir);
      await writeGeneration(dir);
      const importer = new EmbeddedCatalogueStore(dir);
      // The import's first file is merged; its publish (the generation) comes later.
      await new Promise((r) => setTimeout(r, 20));
      const line = (await readFile(join(dir, 'data_it.ndjson'), 'utf8')).split('\n')[0]!;
      const record = JSON.parse(line) as Record<string, unknown>;
      await importer.upsert({
        locale: 'it',
        kind: 'data',
        docs: [{ ...record, preferred_label: 'Importato ora' } as never],
      });

      const messages: string[] = [];
      const dest = join(scratch, 'during-import');
      const backup = backupDataDir({ dataDir, bundlesDir: scratch, dest, log: (m) => messages.push(m) });
      await new Promise((r) => setTimeout(r, 1500));
      await importer.publish();
      const manifest = await backup;

      expect(messages.some((m) => m.includes('copying it again'))).toBe(true);
      expect(manifest.generation).toBe(await readGeneration(dir));
      expect(await readFile(join(dest, 'catalogue', 'data_it.ndjson'), 'utf8')).toContain('Importato ora');
      await importer.close();
    } finally {
      await removeDir(dataDir);
    }
  });

  it('refuses a destination that is not empty', async () => {
    const dataDir = await makeCatalogueDir();
    try {
      await expect(backupDataDir({ dataDir, bundlesDir: scratch, dest: dataDir })).rejects.toThrow(
        /not empty/,
      );
    } finally {
      await removeDir(dataDir);
    }
  });
});
