import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addUser,
  type Browser,
  get,
  MANAGER,
  makeApp,
  signIn,
  type TestApp,
} from '../../../../content/test-app';

const png = () => {
  const img = new PNG({ width: 2, height: 2 });
  img.data.fill(200);
  return PNG.sync.write(img);
};
const wav = () => {
  const b = Buffer.alloc(64);
  b.write('RIFF', 0);
  b.writeUInt32LE(56, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  return b;
};

/** A multipart body with text fields first, then the file. */
function multipart(
  file: { name: string; type: string; content: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = '----oa-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('POST /api/auth/ca/buca and GET /files/...', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let dataDir: string;
  let manager: Browser;
  const upload = (browser: Browser | undefined, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/ca/buca',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(browser?.headers ?? {}) },
    });
  beforeAll(async () => {
    ({ app, close, dataDir } = await makeApp({ UPLOAD_MAX_BYTES: '4096', SITE_ID: 'museo' }));
    manager = await signIn(app, MANAGER);
  });
  afterAll(() => close());

  it("stores an image under {site}/{locale}/ and answers its URL with 'Inserito con successo!'", async () => {
    const res = await upload(
      manager,
      multipart(
        { name: 'Foto Storica.PNG', type: 'image/png', content: png() },
        { kind: 'image', locale: 'en' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Inserito con successo!', contentType: 'image/png' });
    expect(body.url).toMatch(/^\/files\/museo\/en\/\d{4}\/[0-9a-f]{16}-foto-storica\.png$/);
    expect(existsSync(join(dataDir, 'uploads', body.url.slice('/files/'.length)))).toBe(true);
    const served = await get(app, body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    // Re-encoded without metadata: the same pixels, not the same bytes.
    const pixels = (b: Buffer) => sharp(b).raw().toBuffer();
    expect((await pixels(served.rawPayload)).equals(await pixels(png()))).toBe(true);
  });

  it('judges audio by content and serves it as an attachment', async () => {
    const res = await upload(
      manager,
      multipart(
        { name: 'intervista.bin', type: 'application/octet-stream', content: wav() },
        { kind: 'audio' },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/files\/museo\/it\/\d{4}\/[0-9a-f]{16}-intervista\.wav$/);
    const served = await get(app, res.json().url);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses a file whose content is not an accepted image or audio, whatever its name (415)', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(manager, multipart({ name: 'innocent.png', type: 'image/png', content: html }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_TYPE',
      message: expect.stringContaining('Ci dispiace, qualcosa è andato storto'),
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (await upload(manager, multipart({ name: 'a.svg', type: 'image/svg+xml', content: svg }))).statusCode,
    ).toBe(415);
    const mismatch = await upload(
      manager,
      multipart({ name: 'a.png', type: 'image/png', content: png() }, { kind: 'audio' }),
    );
    expect(mismatch.statusCode).toBe(415);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and stores nothing', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(8192, 1)]);
    const res = await upload(manager, multipart({ name: 'big.png', type: 'image/png', content: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('UPLOAD_TOO_LARGE');
  });

  it('refuses an unknown folder locale with 400 naming the field, before judging the file', async () => {
    for (const content of [png(), Buffer.from('not an image')]) {
      const res = await upload(
        manager,
        multipart({ name: 'a.png', type: 'image/png', content }, { kind: 'image', locale: 'xx' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringMatching(/^Ci dispiace, qualcosa è andato storto: locale: .*"it"/),
        details: [{ field: 'locale' }],
      });
    }
  });

  it.each([
    ['no boundary', 'multipart/form-data', /Boundary not found/],
    // busboy finds no part under an empty boundary: no file received.
    ['an empty boundary', 'multipart/form-data; boundary=', /Nessun file ricevuto/],
    [
      'a boundary over 256 characters',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      /not valid multipart/,
    ],
    ['a body cut short', 'multipart/form-data; boundary=----oa-test-boundary', /not valid multipart/],
  ])('answers 400 for a multipart body with %s', async (_name, contentType, reason) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/ca/buca',
      payload:
        '------oa-test-boundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': contentType, ...manager.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_FAILED', message: expect.stringMatching(reason) });
  });

  it('refuses two files in one upload with 400 (one file per upload) and stores neither', async () => {
    const boundary = '----oa-two-files';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png(),
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="locale"\r\n\r\nfr\r\n`),
      filePart('prima.png'),
      filePart('seconda.png'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const before = await get(app, '/api/auth/ca/getSize', manager);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/ca/buca',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...manager.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_TOO_MANY_FILES',
      message:
        'Ci dispiace, qualcosa è andato storto: Si può caricare un solo file alla volta: non è stato salvato nulla',
    });
    const folder = join(dataDir, 'uploads', 'museo', 'fr');
    expect(existsSync(folder) ? readdirSync(folder, { recursive: true }) : []).toEqual([]);
    const after = await get(app, '/api/auth/ca/getSize', manager);
    expect(after.json().totalBytes).toBe(before.json().totalBytes);
  });

  it('answers 401 without a session, 403 to visitors, 403 CSRF without the header', async () => {
    const body = multipart({ name: 'a.png', type: 'image/png', content: png() });
    expect((await upload(undefined, body)).statusCode).toBe(401);
    const viewer = await signIn(app, await addUser(app, 'viewer'));
    expect((await upload(viewer, body)).statusCode).toBe(403);
    const noHeader = await app.inject({
      method: 'POST',
      url: '/api/auth/ca/buca',
      payload: body.payload,
      headers: { 'content-type': body.contentType, cookie: manager.cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('CSRF');
  });

  it('does not serve paths outside the uploads folder', async () => {
    expect((await get(app, '/files/../content/content.sqlite')).statusCode).toBe(404);
    expect((await get(app, '/files/%2e%2e/secrets/session-secret')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('getSize counts documents and uploaded bytes for editors only', async () => {
    const admin = await signIn(app, ADMIN);
    const res = await get(app, '/api/auth/ca/getSize', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.news.count).toBe(12);
    expect(res.json().totalBytes).toBeGreaterThan(png().length);
    const viewer = await signIn(app, await addUser(app, 'viewer', 'v2@example.org'));
    expect((await get(app, '/api/auth/ca/getSize', viewer)).statusCode).toBe(403);
  });
});

describe('image uploads: derivatives and camera metadata', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let dataDir: string;
  let manager: Browser;
  // A phone photo: 3000x2000, with the camera model and where it was taken.
  const photo = () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#7a6a50' } })
      .jpeg({ quality: 60 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        // IFD3 is the GPS directory in sharp's (libvips') naming.
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '41/1 53/1 2/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '12/1 29/1 0/1',
        },
      })
      .toBuffer();
  const send = async (fields: Record<string, string>) => {
    const body = multipart({ name: 'porto.jpg', type: 'image/jpeg', content: await photo() }, fields);
    return app.inject({
      method: 'POST',
      url: '/api/auth/ca/buca',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...manager.headers },
    });
  };
  const stored = (url: string) => join(dataDir, 'uploads', url.slice('/files/'.length));
  beforeAll(async () => {
    ({ app, close, dataDir } = await makeApp({ SITE_ID: 'museo' }));
    manager = await signIn(app, MANAGER);
  });
  afterAll(() => close());

  it('strips EXIF and GPS by default and makes thumbnail, medium and large once', async () => {
    expect((await sharp(await photo()).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const res = await send({ kind: 'image' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ width: 3000, height: 2000, contentType: 'image/jpeg' });
    const original = await sharp(stored(body.url)).metadata();
    expect(original).toMatchObject({ width: 3000, height: 2000, format: 'jpeg' });
    expect(original.exif).toBeUndefined();
    const served = await get(app, body.url);
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const sides = { thumbnail: 300, medium: 800, large: 1600 };
    for (const [size, side] of Object.entries(sides)) {
      const url: string = body.derivatives[size];
      expect(url).toBe(body.url.replace(/\.jpg$/, `-${size}.jpg`));
      const meta = await sharp(stored(url)).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0), size).toBe(side);
      expect(meta.exif, size).toBeUndefined();
      expect((await get(app, url)).statusCode).toBe(200);
    }
  });

  it('keeps the camera metadata of the original when the manager asks (derivatives never have it)', async () => {
    const res = await send({ kind: 'image', keepMetadata: 'true' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect((await sharp(stored(body.url)).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    expect((await sharp(stored(body.derivatives.large)).metadata()).exif).toBeUndefined();
  });

  it('refuses a keepMetadata value other than true or false with 400 naming the field', async () => {
    // A plain HTML checkbox would send "on": refused rather than quietly stripping.
    const res = await send({ kind: 'image', keepMetadata: 'on' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'keepMetadata' }] });
  });
});
