import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, MANAGER } from '../content/test-app';
import { makeSiteApp, signInAs } from '../site/test-site';

// Issue 24: what managers uploaded (originals and their sizes) follows the site's access rule.
let site: Awaited<ReturnType<typeof makeSiteApp>>;
let manager: Awaited<ReturnType<typeof signInAs>>;
let urls: string[];

const png = () => {
  const img = new PNG({ width: 40, height: 30 });
  img.data.fill(120);
  return PNG.sync.write(img);
};

function multipart(content: Buffer) {
  const boundary = '----oa-private-files';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pianta.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const fetchAs = (url: string, headers?: Record<string, string>) =>
  site.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

beforeAll(async () => {
  site = await makeSiteApp();
  manager = await signInAs(site.app, MANAGER);
  const body = multipart(png());
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/auth/ca/buca',
    payload: body.payload,
    headers: { ...manager, 'content-type': body.contentType },
  });
  expect(res.statusCode).toBe(200);
  const { url, derivatives } = res.json() as {
    url: string;
    derivatives: { thumbnail: string; medium: string; large: string };
  };
  urls = [url, derivatives.thumbnail, derivatives.medium, derivatives.large];
});
afterAll(async () => site?.close());

describe('uploads on a public site', () => {
  it('are served to anyone, cacheable by shared caches', async () => {
    for (const url of urls) {
      const res = await fetchAs(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toContain('public');
    }
  });
});

describe('uploads on a private site', () => {
  beforeAll(() => site.setOptions({ public: false }));
  afterAll(() => site.setOptions({ public: true }));

  it('answer 401 to an anonymous visitor, for the original and every size', async () => {
    for (const url of urls) {
      const res = await fetchAs(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('SESSION_REQUIRED');
      expect(res.headers['content-type']).not.toMatch(/^image\//);
    }
    // Nor by HEAD.
    expect((await site.app.inject({ method: 'HEAD', url: urls[0] ?? '' })).statusCode).toBe(401);
  });

  it('answer 403 to a signed-in user without the level the pages need', async () => {
    const viewer = await signInAs(site.app, await addUser(site.app, 'viewer'));
    const res = await fetchAs(urls[0] ?? '', { cookie: viewer.cookie });
    expect(res.statusCode).toBe(403);
  });

  it('are served to a signed-in manager, never to shared caches', async () => {
    for (const url of urls) {
      const res = await fetchAs(url, { cookie: manager.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers['cache-control']).toMatch(/^private/);
    }
  });

  it('close the IIIF image service of an upload the same way', async () => {
    const id = ['files', ...(urls[0] ?? '').replace(/^\/files\//, '').split('/')].join('~');
    const url = `/iiif/image/${encodeURIComponent(id)}/info.json`;
    expect((await fetchAs(url)).statusCode).toBe(401);
    expect((await fetchAs(url, { cookie: manager.cookie })).statusCode).toBe(200);
  });
});
