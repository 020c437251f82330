import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePostgres } from '../postgres/describe-postgres';
import { buildCatalogueApp, makeCatalogueDir, removeDir, SECRET_WORD } from './fixture';
import { postgresCatalogue, postgresSettings } from './postgres-fixture';

/** The seed's raw calls on every catalogue store that runs here; `app` is the running block's. */
let dataDir: string;
let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
beforeAll(async () => {
  dataDir = await makeCatalogueDir();
});
afterAll(() => removeDir(dataDir));

describe('seed raw calls: embedded store', () => {
  beforeAll(async () => {
    app = await buildCatalogueApp(dataDir);
  });
  afterAll(() => app.close());
  mongoRouteTests();
});

describePostgres('seed raw calls: PostgreSQL store', (server) => {
  beforeAll(async () => {
    app = await buildCatalogueApp(dataDir, postgresSettings(await postgresCatalogue(server(), dataDir)));
  });
  afterAll(() => app.close());
  mongoRouteTests();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const search = (payload: unknown) => post('/api/public/mongo/search', payload);
const aggregate = (payload: unknown) => post('/api/public/mongo/aggregate', payload);

function mongoRouteTests() {
  describe('POST /api/public/mongo/search', () => {
    it('finds with a whitelisted query, sorted, paged and counted', async () => {
      const res = await search({
        table: 'data_it',
        query: { table: 'ca_places' },
        sort: { preferred_label: 1 },
        limit: 5,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(42);
      expect(body.data).toHaveLength(5);
      expect(body.data[0].preferred_label).toBe('Ancona');
    });
    it('answers a record by id', async () => {
      const res = await search({ table: 'data_it', query: { id: '90004', table: 'ca_objects' } });
      expect(res.json().data[0].preferred_label).toBe('Verbale con relazioni miste');
    });
    it('projects fields', async () => {
      const res = await search({ table: 'data_en', query: { id: '90004' }, fields: { preferred_label: 1 } });
      expect(Object.keys(res.json().data[0])).toEqual(['preferred_label']);
    });
    it('accepts operators on the list: $in, $regex, $elemMatch, $or, $exists, $not', async () => {
      const res = await search({
        table: 'data_it',
        query: {
          $or: [
            { 'filtri.id': { $in: ['place-roma'] } },
            { preferred_label: { $regex: '^Veduta', $options: 'i' } },
          ],
          metadati: { $elemMatch: { fieldCode: 'date' } },
          parent: { $exists: true },
          score: { $not: { $gt: 100 } },
        },
        limit: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBeGreaterThan(0);
    });
    it('matches case-insensitive regexes like the i flag (run on the linear-time engine)', async () => {
      const exact = await search({ table: 'data_it', query: { preferred_label: { $regex: '^Veduta di' } } });
      const folded = await search({
        table: 'data_it',
        query: { preferred_label: { $regex: '^VEDUTA DI', $options: 'i' } },
      });
      expect(exact.json().count).toBeGreaterThan(0);
      expect(folded.json().count).toBe(exact.json().count);
      const piped = await aggregate({
        table: 'data_it',
        query: [
          {
            $project: {
              v: { $regexMatch: { input: '$preferred_label', regex: '^VEDUTA DI', options: 'i' } },
            },
          },
          { $match: { v: true } },
          { $count: 'n' },
        ],
      });
      expect(piped.json().data).toEqual([{ n: exact.json().count }]);
    });
    it('never returns a private record, even when asked for access 0', async () => {
      for (const query of [
        { access: 0 },
        { access: { $ne: 1 } },
        { id: '90001' },
        { preferred_label: { $regex: SECRET_WORD } },
      ]) {
        const res = await search({ table: 'data_it', query, limit: 200 });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: [], count: 0 });
      }
    });
    it('reads summaries and relations collections (public relations only)', async () => {
      expect(
        (await search({ table: 'summary_fr', query: { table: 'ca_objects' } })).json().count,
      ).toBeGreaterThan(0);
      const rel = await search({ table: 'relations_it', query: { id: '90004' }, limit: 50 });
      expect(rel.json().data.map((r: { rel_id: string }) => r.rel_id)).toEqual(['90006']);
    });
    it.each([
      ['$where', { $where: 'this.access == 0' }, /\$where is not allowed \(runs JavaScript/],
      ['$function', { preferred_label: { $function: {} } }, /\$function is not allowed/],
      ['$accumulator', { score: { $accumulator: {} } }, /\$accumulator is not allowed/],
      ['$expr', { $expr: { $eq: ['$access', 0] } }, /\$expr is not allowed/],
      ['$text', { $text: { $search: 'roma' } }, /\$text is not allowed/],
      ['$jsonSchema', { $jsonSchema: {} }, /\$jsonSchema is not allowed/],
      ['unknown', { id: { $foo: 1 } }, /Unknown or unsupported operator \$foo/],
      [
        'operator in a literal',
        { data: { start: { $gt: 1 }, x: 1 } },
        /Unknown or unsupported operator \$gt|\$gt/,
      ],
      ['hidden in $in', { id: { $in: [{ $where: 'x' }] } }, /\$where is not allowed/],
      ['hidden in $elemMatch', { metadati: { $elemMatch: { $where: 'x' } } }, /\$where is not allowed/],
      ['unknown field', { password: 'x' }, /Field "password" cannot be queried/],
      ['bad field path', { 'a..b': 1 }, /not a valid field path/],
      ['long regex', { preferred_label: { $regex: 'a'.repeat(101) } }, /at most 100 characters/],
      ['catastrophic regex', { preferred_label: { $regex: '(a+)+$' } }, /nested quantifiers/],
      ['alternation regex', { preferred_label: { $regex: '(a|aa)*b' } }, /nested quantifiers/],
      ['nested group regex', { preferred_label: { $regex: '((a+))+$' } }, /nested quantifiers/],
      ['long counted regex', { preferred_label: { $regex: '.{0,100}x' } }, /repeats too much/],
      ['lookaround regex', { preferred_label: { $regex: 'a(?!b)' } }, /lookaround/],
      ['backreference', { preferred_label: { $regex: '(a)\\1' } }, /backreferences/],
      ['invalid regex', { preferred_label: { $regex: '([' } }, /not a valid regular expression/],
      ['bad regex options', { preferred_label: { $regex: 'a', $options: 'g' } }, /\$options/],
      ['$or not an array', { $or: { a: 1 } }, /needs a non-empty array/],
    ])('refuses %s with a clear 400', async (_name, query, message) => {
      const res = await search({ table: 'data_it', query });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });
    it('refuses unknown sort and projection fields and mixed projections', async () => {
      expect((await search({ table: 'data_it', sort: { secret: 1 } })).statusCode).toBe(400);
      expect((await search({ table: 'data_it', fields: { $where: 1 } })).statusCode).toBe(400);
      expect((await search({ table: 'data_it', fields: { id: 1, table: 0 } })).statusCode).toBe(400);
    });
    it.each([
      [{ table: 'data_it', limit: 201 }, /limit may be at most 200/],
      [{ table: 'data_it', skip: 100001 }, /skip may be at most 100000/],
      [{ table: 'data_it', limit: -1 }, /limit/],
      [{ table: 'users' }, /table must be/],
      [{ table: 'data_it', query: [] }, /query/],
      [{ table: 'data_it', sort: { id: 2 } }, /sort/],
      [{}, /table/],
    ])('refuses a bad body %j', async (payload, message) => {
      const res = await search(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message).toMatch(message);
    });
    it('refuses a body that is not JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/public/mongo/search',
        payload: 'nope',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/public/mongo/aggregate', () => {
    it('runs a whitelisted pipeline over public records', async () => {
      const res = await aggregate({
        table: 'data_it',
        query: [
          { $match: { table: 'ca_objects' } },
          { $unwind: '$filtri' },
          { $group: { _id: '$filtri.type', n: { $sum: 1 } } },
          { $sort: { n: -1 } },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((r: { _id: string }) => r._id)).toContain('luogo');
    });
    it('counts only public records, whatever the pipeline says', async () => {
      const all = await aggregate({
        table: 'data_it',
        query: [{ $group: { _id: '$access', n: { $sum: 1 } } }],
      });
      expect(all.json().data).toEqual([{ _id: 1, n: expect.any(Number) }]);
      const secret = await aggregate({
        table: 'data_it',
        query: [{ $match: { preferred_label: { $regex: SECRET_WORD } } }, { $count: 'n' }],
      });
      // MongoDB answers no row for an empty $count, mingo a zero: either way nothing private is counted.
      expect(secret.json().data.filter((r: { n: number }) => r.n > 0)).toEqual([]);
    });
    it('leaves stored records untouched by $set stages', async () => {
      await aggregate({ table: 'data_it', query: [{ $set: { preferred_label: 'changed', access: 0 } }] });
      const res = await search({ table: 'data_it', query: { id: '90004' } });
      expect(res.json().data[0].preferred_label).toBe('Verbale con relazioni miste');
    });
    it('hides private relations in aggregates too', async () => {
      const res = await aggregate({
        table: 'relations_it',
        query: [{ $match: { id: '90004' } }, { $project: { rel_id: 1, _id: 0 } }],
      });
      expect(res.json().data).toEqual([{ rel_id: '90006' }]);
    });
    it('caps the rows', async () => {
      const res = await aggregate({ table: 'data_it', query: [{ $project: { id: 1 } }] });
      expect(res.json().data.length).toBeLessThanOrEqual(1000);
    });
    it.each([
      [
        '$lookup',
        [{ $lookup: { from: 'users', localField: 'id', foreignField: 'id', as: 'x' } }],
        /\$lookup is not allowed \(reads another collection\)/,
      ],
      ['$graphLookup', [{ $graphLookup: { from: 'data_it' } }], /\$graphLookup is not allowed/],
      ['$unionWith', [{ $unionWith: 'users' }], /\$unionWith is not allowed/],
      ['$out', [{ $out: 'data_it' }], /\$out is not allowed \(writes/],
      ['$merge', [{ $merge: { into: 'x' } }], /\$merge is not allowed \(writes/],
      [
        '$function in $project',
        [{ $project: { x: { $function: { body: 'x', args: [], lang: 'js' } } } }],
        /\$function is not allowed/,
      ],
      [
        '$accumulator in $group',
        [{ $group: { _id: null, x: { $accumulator: {} } } }],
        /\$accumulator is not allowed/,
      ],
      ['$where in $match', [{ $match: { $where: 'true' } }], /\$where is not allowed/],
      ['$expr in $match', [{ $match: { $expr: { $ne: ['$access', 1] } } }], /\$expr is not allowed/],
      ['$lookup inside $facet', [{ $facet: { a: [{ $lookup: { from: 'x' } }] } }], /\$lookup is not allowed/],
      ['nested $facet', [{ $facet: { a: [{ $facet: { b: [] } }] } }], /\$facet cannot be nested/],
      ['unknown stage', [{ $collStats: {} }], /\$collStats is not allowed/],
      ['unknown expression', [{ $project: { x: { $eval: 'x' } } }], /Unknown or unsupported operator \$eval/],
      ['$limit over the cap', [{ $limit: 5000 }], /\$limit must be an integer from 1 to 1000/],
      ['two operators in a stage', [{ $match: {}, $limit: 1 }], /one operator/],
      ['unknown field', [{ $match: { secret: 1 } }], /cannot be queried/],
      ['bad variable', [{ $project: { x: '$$ROOT; drop' } }], /Variable/],
    ])('refuses %s with 400', async (_name, query, message) => {
      const res = await aggregate({ table: 'data_it', query });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });
    it('refuses a pipeline that is not an array or too long', async () => {
      expect((await aggregate({ table: 'data_it', query: { $match: {} } })).statusCode).toBe(400);
      expect((await aggregate({ table: 'data_it', query: Array(31).fill({ $skip: 0 }) })).statusCode).toBe(
        400,
      );
    });
  });

  describe('POST /api/public/mongo/related/relations_{locale}/{table}/{id}', () => {
    it('shows a relation only when the related side is public', async () => {
      const res = await post('/api/public/mongo/related/relations_it/ca_objects/90004', {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({ id: '90004', rel_id: '90006', rel_name: 'soggetto' }),
      ]);
    });
    it('answers the other direction', async () => {
      const res = await post('/api/public/mongo/related/relations_fr/ca_entities/90006', {});
      expect(res.json().data.map((r: { rel_id: string }) => r.rel_id)).toEqual(['90004']);
    });
    it('answers nothing for a private record', async () => {
      const res = await post('/api/public/mongo/related/relations_it/ca_entities/90005', {});
      expect(res.json().data).toEqual([]);
    });
    it('works without a body and refuses bad path parts', async () => {
      expect(
        (await app.inject({ method: 'POST', url: '/api/public/mongo/related/relations_it/ca_objects/90004' }))
          .statusCode,
      ).toBe(200);
      expect((await post('/api/public/mongo/related/data_it/ca_objects/90004', {})).statusCode).toBe(400);
      expect((await post('/api/public/mongo/related/relations_it/users/1', {})).statusCode).toBe(400);
    });
  });
}
