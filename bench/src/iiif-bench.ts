import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@archive/gateway/app';
import { testConfig } from '@archive/gateway/config/index';

// sharp is the gateway's dependency, loaded from there rather than added to the bench package;
// its types are not reachable from here.
// biome-ignore lint/suspicious/noExplicitAny: see above
const sharp = createRequire(import.meta.resolve('@archive/gateway/app'))('sharp') as any;

/**
 * IIIF Image API tiles of a 4000x3000 photograph (prints numbers; never a test): the real gateway
 * app in this process (app.inject, no sockets) on a throw-away DATA_DIR holding one uploaded JPEG.
 * Rows: the first request (builds the source's pyramid), every tile OpenSeadragon asks for at
 * every scale factor uncached (each one rendered), then the same tiles again from the disk cache.
 *
 *   node --import tsx bench/src/iiif-bench.ts [--rounds 3]
 */
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
const W = 4000;
const H = 3000;
const TILE = 512;

const dataDir = mkdtempSync(join(tmpdir(), 'oa-iiif-bench-'));
const file = 'bench/it/2026/0123456789abcdef-photo.jpg';
mkdirSync(join(dataDir, 'uploads', 'bench/it/2026'), { recursive: true });
// A photograph-like picture: smooth light with fine grain (pure noise would be an unfair JPEG).
const raw = Buffer.alloc(W * H * 3);
let seed = 7;
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed >> 16) % 24;
    const o = (y * W + x) * 3;
    raw[o] = (120 + 80 * Math.sin(x / 300) + grain) & 255;
    raw[o + 1] = (100 + 60 * Math.cos(y / 250) + grain) & 255;
    raw[o + 2] = (90 + 40 * Math.sin((x + y) / 400) + grain) & 255;
  }
const jpeg = await sharp(raw, { raw: { width: W, height: H, channels: 3 } })
  .jpeg({ quality: 88 })
  .toBuffer();
await sharp(jpeg).toFile(join(dataDir, 'uploads', file));
console.log(`source: ${W}x${H} JPEG, ${(jpeg.length / 1e6).toFixed(1)} MB`);

const app = await buildApp(
  testConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CATALOGUE_SEED_RECORDS: '0',
    PUBLIC_URL: 'https://a.example',
  }),
  { pluginTimeout: 0 },
);
await app.ready();
const base = `/iiif/image/files~${file.replaceAll('/', '~')}`;

/** The tile URLs of info.json's tiles (width 512, scale factors 1, 2, 4, 8), as OpenSeadragon asks. */
function tiles(format: string): string[] {
  const urls: string[] = [];
  for (let sf = 1; Math.max(W, H) / sf > TILE / 2; sf *= 2) {
    const step = TILE * sf;
    for (let y = 0; y < H; y += step)
      for (let x = 0; x < W; x += step) {
        const w = Math.min(step, W - x);
        const h = Math.min(step, H - y);
        urls.push(`${base}/${x},${y},${w},${h}/${Math.ceil(w / sf)},/0/default.${format}`);
      }
  }
  return urls;
}

async function time(url: string): Promise<number> {
  const t = performance.now();
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${url}: ${res.body.slice(0, 200)}`);
  return performance.now() - t;
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
function row(name: string, ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(40)} n=${String(s.length).padStart(4)}  p50 ${pct(s, 0.5).toFixed(1).padStart(7)} ms  p95 ${pct(s, 0.95).toFixed(1).padStart(7)} ms  p99 ${pct(s, 0.99).toFixed(1).padStart(7)} ms`,
  );
}

row('info.json (first)', [await time(`${base}/info.json`)]);
row('first tile (builds the pyramid)', [await time(`${base}/0,0,512,512/512,/0/default.jpg`)]);
const jpg = tiles('jpg').slice(1);
const uncached: number[] = [];
for (const url of [...jpg, ...tiles('webp')]) uncached.push(await time(url));
row('tile, uncached (jpg + webp)', uncached);
const cached: number[] = [];
for (let r = 0; r < rounds; r++) for (const url of jpg) cached.push(await time(url));
row('tile, cached on disk (jpg)', cached);
const info: number[] = [];
for (let r = 0; r < 200; r++) info.push(await time(`${base}/info.json`));
row('info.json, cached', info);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
