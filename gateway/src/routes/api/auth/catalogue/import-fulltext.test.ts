import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CatalogueImportEvent } from '@archive/contracts/catalogue-import';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import { upgrade } from '@iiif/parser/upgrader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSettings } from '../../../../../test/catalogue/postgres-fixture';
import { describePostgres } from '../../../../../test/postgres/describe-postgres';
import { altoPage, hocrPage, layout } from '../../../../catalogue/fulltext/test-pages';
import { type Browser, MANAGER, makeApp, signIn, type TestApp } from '../../../../content/test-app';

/**
 * Page text through the Settings import (issue 23): a ZIP holding records (one with its text in
 * the NDJSON `fulltext` field) and page files named by table, id and page in ALTO, hOCR and plain
 * text; then what visitors and API callers see: search finding words only in the text, cards with
 * a marked snippet and its page, the in-document search with word boxes, the record without boxes.
 */
describe('page text imported and searched, embedded store', () => {
  fulltextTests(async () => ({}));
});

describePostgres('page text imported and searched, PostgreSQL store', (server) => {
  fulltextTests(async () => postgresSettings(await server().createDatabase('fulltext_import')));
});

const record = (id: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  table: 'ca_objects',
  preferred_label: label,
  type_id: { id: 13, name: 'documento' },
  access: 1,
  ...extra,
});

function multipart(name: string, content: Buffer) {
  const boundary = '----oa-fulltext-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'oa-fulltext-zip-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, 'src', name)), { recursive: true });
      await writeFile(join(dir, 'src', name), content);
    }
    execFileSync('zip', ['-qr', join(dir, 'export.zip'), '.'], { cwd: join(dir, 'src') });
    return await readFile(join(dir, 'export.zip'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function fulltextTests(settings: () => Promise<Record<string, string>>) {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  let done: Extract<CatalogueImportEvent, { type: 'done' }>;

  beforeAll(async () => {
    ({ app, close } = await makeApp(await settings()));
    manager = await signIn(app, MANAGER);
    const data = [
      record('1', 'Lettera al fratello', {
        fulltext: [
          { page: 1, text: 'Caro fratello,\nti scrivo dal ponte di Rialto.' },
          {
            page: 2,
            alto: '<alto><Layout><Page WIDTH="10" HEIGHT="10">\n<String CONTENT="rotto">\n</Page></Layout></alto>',
          },
        ],
      }),
      record('2', 'Gazzetta del popolo', {
        hasMedia: true,
        // Three page images kept elsewhere, half the size the OCR measured: boxes scale to them.
        representations: [1, 2, 3].map((n) => ({
          mimetype: 'image/jpeg',
          title: `Pagina ${n}`,
          url: { large: `https://images.example.net/gazzetta-${n}.jpg` },
          width: 1000,
          height: 1500,
        })),
      }),
      record('3', 'Registro segreto', {
        access: 0,
        fulltext: [{ page: 1, text: 'parola nascosta centesimi' }],
      }),
    ];
    const zip = await zipOf({
      'data_it.ndjson': data.map((d) => JSON.stringify(d)).join('\n'),
      'fulltext/ca_objects/2/0001.alto.xml': altoPage(layout('GAZZETTA DEL POPOLO\nnotizie dalla città')),
      'fulltext/ca_objects/2/0002.hocr': hocrPage(
        layout('Il prezzo è di cinque centesimi\nabbonamenti annuali'),
      ),
      'fulltext/ca_objects/2/0003.txt': 'Ultima pagina: annunci e centesimi.',
      'fulltext/ca_objects/2/0004.alto.xml':
        '<alto>\n<Layout>\n<Page WIDTH="1" HEIGHT="1">\n<String CONTENT="x"></Page>\n</Layout></alto>',
      'fulltext/ca_objects/99/0001.txt': 'di nessuno',
    });
    const body = multipart('export.zip', zip);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/catalogue/import',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...manager.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as CatalogueImportEvent;
    if (last.type !== 'done') throw new Error(res.body);
    done = last;
  });
  afterAll(() => close());

  const search = (text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/public/catalogue/search',
      payload: { locale: 'it', text, tables: ['ca_objects'] },
    });
  const inDocument = (id: string, q: string) =>
    app.inject({
      method: 'POST',
      url: '/api/public/catalogue/fulltext-search',
      payload: { locale: 'it', table: 'ca_objects', id, q },
    });

  it('reports a bad page file by name and line, a bad page of a record by its line, and files without a record', () => {
    const reports = done.reports;
    expect(reports.find((r) => r.file === 'fulltext/ca_objects/2/0004.alto.xml')?.errors).toEqual([
      { line: 4, reason: expect.stringMatching(/close tag/) },
    ]);
    expect(reports.find((r) => r.file === 'data_it.ndjson')).toMatchObject({
      inserted: 3,
      refused: 0,
      pagesRefused: 1,
      errors: [{ line: 1, reason: expect.stringMatching(/^fulltext page 2 \(ALTO, line 3 of its ALTO\): /) }],
    });
    expect(reports.find((r) => r.file === 'fulltext/ca_objects/99/')?.errors[0]?.reason).toMatch(
      /no record ca_objects\/99 in this import/,
    );
  });

  it('finds a record by a word of its page text only, with a snippet marking it and its page', async () => {
    const res = await search('centesimi');
    expect(res.statusCode, res.body).toBe(200);
    // The private record holding the word too stays hidden.
    expect(res.json().data.map((c: { id: string }) => c.id)).toEqual(['2']);
    const card = res.json().data[0];
    expect(card.hasTranscription).toBe(true);
    expect(card.snippet.page).toBe(2);
    expect(card.snippet.parts).toEqual([
      { text: 'Il prezzo è di cinque ' },
      { text: 'centesimi', mark: true },
      { text: ' abbonamenti annuali' },
    ]);
  });

  it('stems text words like titles, and matches phrases within a page only', async () => {
    expect((await search('notizia')).json().data.map((c: { id: string }) => c.id)).toEqual(['2']);
    expect((await search('"ponte di Rialto"')).json().data.map((c: { id: string }) => c.id)).toEqual(['1']);
    expect((await search('"annuali Ultima"')).json().count).toBe(0);
    // One word in the title, one in the text: both found in the record.
    expect((await search('gazzetta abbonamenti')).json().data.map((c: { id: string }) => c.id)).toEqual([
      '2',
    ]);
  });

  it('lists in-document hits by page, with context and boxes scaled to the page; plain text has no boxes', async () => {
    const res = await inDocument('2', 'centesimi');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ total: 2, pages: 3 });
    expect(answer.hits.map((h: { page: number }) => h.page)).toEqual([2, 3]);
    // "centesimi" in layout(): line 1, after "Il prezzo è di cinque" -> x = 100 + (80+30)+(240+30)+(40+30)+(80+30)+(240+30)
    expect(answer.hits[0].boxes).toEqual([{ x: 930 / 2000, y: 200 / 3000, w: 360 / 2000, h: 60 / 3000 }]);
    expect(answer.hits[1]).toEqual({
      page: 3,
      parts: [{ text: 'Ultima pagina: annunci e ' }, { text: 'centesimi.', mark: true }],
      boxes: [],
    });
    const phrase = (await inDocument('2', '"gazzetta del popolo"')).json();
    expect(phrase.hits).toHaveLength(1);
    expect(phrase.hits[0].boxes).toHaveLength(3);
  });

  it('answers 404 for a private or missing record and 400 for an overlong query', async () => {
    expect((await inDocument('3', 'centesimi')).statusCode).toBe(404);
    expect((await inDocument('404', 'centesimi')).statusCode).toBe(404);
    expect((await inDocument('2', 'x'.repeat(201))).statusCode).toBe(400);
    expect((await inDocument('2', '')).json()).toEqual({ hits: [], total: 0, pages: 3 });
  });

  it('serves the record with its pages as text, without the word boxes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/catalogue/record',
      payload: { locale: 'it', table: 'ca_objects', id: '2' },
    });
    const pages = res.json().record.fulltext;
    expect(pages.map((p: { page: number }) => p.page)).toEqual([1, 2, 3]);
    expect(pages[0]).toEqual({
      page: 1,
      text: 'GAZZETTA DEL POPOLO\nnotizie dalla città',
      width: 2000,
      height: 3000,
    });
  });

  it('offers IIIF Content Search 2.0 in the manifest and answers highlighting annotations on the canvases', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/iiif/ca_objects/2/manifest' });
    expect(manifest.statusCode, manifest.body).toBe(200);
    const json = manifest.json();
    // The origin the gateway answers for (the request's host when no PUBLIC_URL is set).
    const ORIGIN = json.id.replace(/\/iiif\/.*$/, '');
    const state = { warnings: [] as string[] };
    const parsed = presentation3StrictUpgrade(upgrade(structuredClone(json)) as never, state) as {
      service?: { id: string; type: string }[];
    };
    expect(state.warnings).toEqual([]);
    const service = `${ORIGIN}/iiif/ca_objects/2/search`;
    expect(parsed.service).toEqual([{ id: service, type: 'SearchService2' }]);
    const res = await app.inject({ method: 'GET', url: '/iiif/ca_objects/2/search?q=centesimi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const answer = res.json();
    expect(answer).toMatchObject({
      '@context': 'http://iiif.io/api/search/2/context.json',
      id: `${service}?q=centesimi`,
      type: 'AnnotationPage',
    });
    const canvas = `${ORIGIN}/iiif/ca_objects/2/canvas`;
    // ALTO/hOCR boxes of a 2000x3000 page on a 1000x1500 canvas: halved; plain text: the whole canvas.
    expect(answer.items.map((a: { motivation: string; target: string }) => [a.motivation, a.target])).toEqual(
      [
        ['highlighting', `${canvas}/2#xywh=465,100,180,30`],
        ['highlighting', `${canvas}/3`],
      ],
    );
    expect(json.items.map((c: { id: string }) => c.id)).toEqual([1, 2, 3].map((n) => `${canvas}/${n}`));
    const context = answer.annotations[0].items[0];
    expect(context).toMatchObject({
      motivation: 'contextualizing',
      target: {
        type: 'SpecificResource',
        source: answer.items[0].id,
        selector: [
          {
            type: 'TextQuoteSelector',
            prefix: 'Il prezzo è di cinque ',
            exact: 'centesimi',
            suffix: ' abbonamenti annuali',
          },
        ],
      },
    });
    const phrase = (
      await app.inject({
        method: 'GET',
        url: `/iiif/ca_objects/2/search?q=${encodeURIComponent('"gazzetta del popolo"')}`,
      })
    ).json();
    expect(phrase.items.map((a: { target: string }) => a.target)).toEqual([`${canvas}/1#xywh=50,100,370,30`]);
    expect((await app.inject({ method: 'GET', url: '/iiif/ca_objects/2/search?q=' })).json().items).toEqual(
      [],
    );
    expect(
      (await app.inject({ method: 'GET', url: '/iiif/ca_objects/3/search?q=centesimi' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/iiif/ca_objects/2/search?q=${'x'.repeat(300)}` })).statusCode,
    ).toBe(400);
  });
}
