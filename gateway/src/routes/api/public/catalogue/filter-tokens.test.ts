import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../../../../test/catalogue/fixture';

let dataDir: string;
let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
beforeAll(async () => {
  dataDir = await makeCatalogueDir(20);
  app = await buildCatalogueApp(dataDir);
});
afterAll(async () => {
  await app.close();
  await removeDir(dataDir);
});

// Tokens named like Object.prototype members used to reach the parser's lookups and answer 500.
const PROTOTYPE_TOKENS = ['constructor|x', 'toString', '__proto__|x', 'hasOwnProperty', 'valueOf|1'];

describe.each(['search', 'timeline', 'map'])('POST /api/public/catalogue/%s filter tokens', (name) => {
  const url = `/api/public/catalogue/${name}`;
  it.each(PROTOTYPE_TOKENS)('refuses %j as an unknown filter type (400)', async (token) => {
    const res = await app.inject({ method: 'POST', url, payload: { filters: [token] } });
    expect(res.statusCode).toBe(400);
    const type = token.split('|')[0];
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: expect.stringContaining(`unknown filter type "${type}"`),
    });
  });
  it('still answers a valid token', async () => {
    const res = await app.inject({ method: 'POST', url, payload: { filters: ['date|1800|1950'] } });
    expect(res.statusCode).toBe(200);
  });
});
