import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackNdjson, ZipError } from './import-zip';

// ZIPs made by Info-ZIP's zip (Debian's), as a curator's machine would make them.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oa-zip-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('unpackNdjson', () => {
  it('extracts the NDJSON files of a ZIP, deflated or stored, from any folder in it', async () => {
    const src = join(dir, 'src');
    await mkdir(join(src, 'export', 'it'), { recursive: true });
    const big = `${'{"id":1,"label":"Lettera"}\n'.repeat(5000)}`;
    await writeFile(join(src, 'export', 'it', 'data_it.ndjson'), big);
    await writeFile(join(src, 'export', 'relations_it.jsonl'), '{"id":1}\n');
    await writeFile(join(src, 'export', 'notes.txt'), 'not imported');
    execFileSync('zip', ['-qr', join(dir, 'deflated.zip'), 'export'], { cwd: src });
    execFileSync('zip', ['-qr0', join(dir, 'stored.zip'), 'export'], { cwd: src });
    for (const zip of ['deflated.zip', 'stored.zip']) {
      const out = join(dir, `out-${zip}`);
      await mkdir(out);
      const files = await unpackNdjson(join(dir, zip), out);
      expect(files.map((f) => basename(f)).sort()).toEqual(['data_it.ndjson', 'relations_it.jsonl']);
      expect(await readFile(join(out, 'data_it.ndjson'), 'utf8')).toBe(big);
    }
  });
  it('says plainly when the upload is not a ZIP', async () => {
    await writeFile(join(dir, 'fake.zip'), 'id,label\n1,Lettera\n');
    await expect(unpackNdjson(join(dir, 'fake.zip'), dir)).rejects.toThrow(ZipError);
    await expect(unpackNdjson(join(dir, 'fake.zip'), dir)).rejects.toThrow(/not a ZIP file/);
  });
});
