import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_TIMES_TTL_MS, fileTime, requiredFileTime } from './file-times';

const dir = mkdtempSync(path.join(tmpdir(), 'oa-file-times-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('build file times read at most every FILE_TIMES_TTL_MS', () => {
  it('sees a file changed in place once the time has passed, not before', () => {
    const file = path.join(dir, 'remoteEntry.cjs');
    writeFileSync(file, 'module.exports = 1;');
    utimesSync(file, 1_000, 1_000);
    const first = fileTime(file, 10_000);
    expect(first).toBe(1_000_000);
    utimesSync(file, 2_000, 2_000);
    expect(fileTime(file, 10_000 + FILE_TIMES_TTL_MS - 1)).toBe(first);
    expect(fileTime(file, 10_000 + FILE_TIMES_TTL_MS)).toBe(2_000_000);
  });

  it('says a missing file is missing, and a required one throws', () => {
    const missing = path.join(dir, 'no-such', 'index.html');
    expect(fileTime(missing, 50_000)).toBeUndefined();
    expect(() => requiredFileTime(missing, 50_000)).toThrow(/ENOENT/);
    // Once written, it is found after the same interval.
    const file = path.join(dir, 'later.html');
    expect(fileTime(file, 60_000)).toBeUndefined();
    writeFileSync(file, '<!doctype html>');
    expect(fileTime(file, 60_000 + FILE_TIMES_TTL_MS)).toBeTypeOf('number');
  });
});
