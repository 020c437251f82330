import { createReadStream, createWriteStream } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * Unpacks the NDJSON files of a ZIP a curator uploads from Settings (catalogue systems export one
 * file per collection; a ZIP carries them together). Reads the central directory and streams each
 * entry through zlib into `dir`, so a large export is never held in memory. Stored and deflated
 * entries only (what every zip tool writes); no ZIP64, no encryption: those are refused by name.
 * Folders inside the ZIP are ignored (data_it.ndjson anywhere in it is data_it.ndjson).
 */
export class ZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const WANTED = /\.(ndjson|jsonl)$/i;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

async function centralDirectory(file: string): Promise<Entry[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    // The end record is 22 bytes plus a comment of at most 65,535.
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let at = -1;
    for (let i = tailLength - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    if (at < 0) throw new ZipError('not a ZIP file (no end of central directory)');
    const count = tail.readUInt16LE(at + 10);
    const dirSize = tail.readUInt32LE(at + 12);
    const dirOffset = tail.readUInt32LE(at + 16);
    if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported');
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const entries: Entry[] = [];
    for (let p = 0, i = 0; i < count; i++) {
      if (dir.readUInt32LE(p) !== CENTRAL) throw new ZipError('damaged ZIP central directory');
      const nameLength = dir.readUInt16LE(p + 28);
      const extraLength = dir.readUInt16LE(p + 30);
      const commentLength = dir.readUInt16LE(p + 32);
      entries.push({
        flags: dir.readUInt16LE(p + 8),
        method: dir.readUInt16LE(p + 10),
        compressedSize: dir.readUInt32LE(p + 20),
        localOffset: dir.readUInt32LE(p + 42),
        name: dir.toString('utf8', p + 46, p + 46 + nameLength),
      });
      p += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** Where an entry's data starts: after its local header, whose extra field may differ from the central one. */
async function dataStart(file: string, entry: Entry): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(30);
    await handle.read(header, 0, 30, entry.localOffset);
    if (header.readUInt32LE(0) !== LOCAL) throw new ZipError(`damaged ZIP entry ${entry.name}`);
    return entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await handle.close();
  }
}

/** Extracts the .ndjson/.jsonl entries of `zip` into `dir`; answers the files written. */
export async function unpackNdjson(zip: string, dir: string): Promise<string[]> {
  return (await unpackZip(zip, dir)).ndjson;
}

/** A page text file of the ZIP (fulltext/..., see fulltext/zip-pages.ts): its name inside and where it was put. */
export interface UnpackedPageFile {
  entry: string;
  path: string;
}

/**
 * Extracts the NDJSON files and the page texts under a `fulltext/` folder (each written under a
 * numbered name, at most `maxPageBytes` each: a larger or bomb-like entry is cut off and then
 * refused by the page reader by size).
 */
export async function unpackZip(
  zip: string,
  dir: string,
  maxPageBytes = 8 * 1024 * 1024,
): Promise<{ ndjson: string[]; pages: UnpackedPageFile[] }> {
  const written: string[] = [];
  const pages: UnpackedPageFile[] = [];
  for (const entry of await centralDirectory(zip)) {
    const name = basename(entry.name);
    if (entry.name.endsWith('/') || name.startsWith('._')) continue;
    if (/(^|\/)fulltext\//.test(entry.name) && !WANTED.test(name)) {
      if (
        entry.flags & 1 ||
        (entry.method !== 0 && entry.method !== 8) ||
        entry.compressedSize === 0xffffffff
      )
        continue;
      const target = join(dir, `page-${pages.length}.part`);
      await extract(zip, entry, target, maxPageBytes + 1);
      pages.push({ entry: entry.name, path: target });
      continue;
    }
    if (!WANTED.test(name)) continue;
    if (entry.flags & 1) throw new ZipError(`${entry.name} is encrypted`);
    if (entry.compressedSize === 0xffffffff) throw new ZipError('ZIP64 archives are not supported');
    if (entry.method !== 0 && entry.method !== 8)
      throw new ZipError(`${entry.name} uses a compression method other than deflate`);
    const start = await dataStart(zip, entry);
    const target = join(dir, name);
    if (entry.compressedSize === 0) await writeFile(target, '');
    else {
      const source = createReadStream(zip, { start, end: start + entry.compressedSize - 1 });
      if (entry.method === 0) await pipeline(source, createWriteStream(target));
      else await pipeline(source, createInflateRaw(), createWriteStream(target));
    }
    written.push(target);
  }
  return { ndjson: written, pages };
}

/** One entry into `target`, stopping after `maxBytes` of output. */
async function extract(zip: string, entry: Entry, target: string, maxBytes: number): Promise<void> {
  if (entry.compressedSize === 0) return writeFile(target, '');
  const start = await dataStart(zip, entry);
  const source = createReadStream(zip, { start, end: start + entry.compressedSize - 1 });
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (seen >= maxBytes) return done();
      const room = maxBytes - seen;
      seen += chunk.length;
      done(null, chunk.length > room ? chunk.subarray(0, room) : chunk);
    },
  });
  if (entry.method === 0) await pipeline(source, cap, createWriteStream(target));
  else await pipeline(source, createInflateRaw(), cap, createWriteStream(target));
}
