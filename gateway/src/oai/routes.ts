import { join } from 'node:path';
import { LOCALES } from '@archive/contracts/locales';
import { enabledLocales } from '@archive/contracts/site-options';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { PostgresContentStore } from '../content/postgres-store';
import { HttpError } from '../lib/http-error';
import { publicOrigin } from '../site/public-origin';
import { parseArguments, type RawArguments } from './arguments';
import type { OaiContext } from './context';
import { DatestampLedger } from './ledger';
import { FileLedgerPersistence } from './ledger-persistence';
import { PgLedgerPersistence } from './pg-ledger-persistence';
import { OaiRepository } from './repository';
import { TokenSigner } from './token';
import { envelope, errorXml, OaiError } from './xml';

/**
 * OAI-PMH 2.0 at /oai (GET with a query, or POST with a form body, as the protocol allows). OAI
 * errors answer 200 with <error> elements, as the protocol wants; HTTP errors only where there is no
 * repository to speak for: a private site, or a request from a host no link may be made for (no
 * PUBLIC_URL and a Host outside ALLOWED_HOSTS), both 404 like the sitemaps.
 */
export default async function oaiRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const store = app.content.store;
  const ledger = new DatestampLedger({
    catalogue: app.catalogue,
    dir: join(config.DATA_DIR, 'oai'),
    // Gateways on several machines share one database: the same datestamps on all of them.
    ...(store instanceof PostgresContentStore
      ? {
          persistence: new PgLedgerPersistence(store.pool),
          importFrom: new FileLedgerPersistence(join(config.DATA_DIR, 'oai')),
        }
      : {}),
    log: (msg, data) => app.log.info(data, msg),
  });
  const signer = new TokenSigner(app.identity.sessionSecret);
  const repository = new OaiRepository(ledger, app.catalogue.store, signer);

  // Only here (this plugin is encapsulated): the protocol's POST form, parsed as the query would be.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const args: RawArguments = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      const prev = args[key];
      args[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
    }
    done(null, args);
  });

  async function context(request: FastifyRequest): Promise<OaiContext> {
    const options = await app.content.siteOptions();
    const origin = publicOrigin(request);
    if (!options.public || !origin) throw new HttpError(404, 'Not found', 'NOT_FOUND');
    const held = new Set(app.catalogue.store.locales());
    const emails = options.contatti.emails.map((e) => e.email);
    return {
      origin,
      baseUrl: `${origin}/oai`,
      repositoryId: new URL(origin).hostname,
      repositoryName: options.title || 'Archive',
      adminEmails: emails.length ? emails : [config.MAIL_FALLBACK_TO || config.SEED_ADMIN_EMAIL],
      locales: enabledLocales(options).filter((l) => held.has(l) && LOCALES.includes(l)),
    };
  }

  async function handle(request: FastifyRequest, reply: FastifyReply, raw: RawArguments) {
    const ctx = await context(request);
    let xml: string;
    try {
      const parsed = parseArguments(raw);
      try {
        xml = envelope(ctx.baseUrl, parsed.args, await repository.answer(ctx, parsed));
      } catch (err) {
        if (!(err instanceof OaiError)) throw err;
        // After badArgument the request element names the base URL alone (OAI-PMH 3.2).
        xml = envelope(ctx.baseUrl, err.code === 'badArgument' ? null : parsed.args, errorXml(err));
      }
    } catch (err) {
      if (!(err instanceof OaiError)) throw err;
      xml = envelope(ctx.baseUrl, null, errorXml(err));
    }
    return reply
      .header('content-type', 'text/xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(xml);
  }

  // Pages of 100 records are ~100 KB of XML: harvesters take gzip.
  const routeConfig = { compress: { encodings: ['gzip'] as ['gzip'] } };

  // GET /oai – OAI-PMH request in the query (?verb=ListRecords&metadataPrefix=oai_dc...)
  app.get('/oai', { config: routeConfig }, (request, reply) =>
    handle(request, reply, request.query as RawArguments),
  );

  // POST /oai – the same request as an application/x-www-form-urlencoded body
  app.post('/oai', { config: routeConfig }, (request, reply) =>
    handle(request, reply, (request.body ?? {}) as RawArguments),
  );
}
