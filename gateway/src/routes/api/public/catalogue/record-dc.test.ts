import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../../../../test/catalogue/fixture';
import type { App } from '../../../../app';

describe('GET /api/public/catalogue/record/:table/:id/dc.xml', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeCatalogueDir(20);
    app = await buildCatalogueApp(dataDir, { PUBLIC_URL: 'https://archivio.example.org' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await removeDir(dataDir);
  });

  it('downloads a public record as oai_dc XML in the language asked', async () => {
    const res = await app.inject({ url: '/api/public/catalogue/record/ca_objects/90002/dc.xml?locale=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ca_objects-90002-en.dc.xml"');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<oai_dc:dc /);
    expect(res.body).toContain('<dc:title>Serie pubblica sotto fondo privato</dc:title>');
    expect(res.body).toContain('<dc:identifier>https://archivio.example.org/en/objects/90002-');
    expect(res.body).toContain('<dc:language>en</dc:language>');
  });

  it('answers 404 for a private record and 400 for a bad table or id', async () => {
    expect(
      (await app.inject({ url: '/api/public/catalogue/record/ca_objects/90001/dc.xml' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/public/catalogue/record/nope/1/dc.xml' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/public/catalogue/record/ca_objects/a.b/dc.xml' })).statusCode).toBe(
      400,
    );
  });
});
