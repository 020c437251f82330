import { join } from 'node:path';
import type { Locale } from '@archive/contracts/locales';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import auth from '../auth';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import { type DemoRecords, seedDemoContent } from '../content/demo-content';
import type { ContentStore } from '../content/port';
import { ContentService } from '../content/service';
import { SqliteContentStore } from '../content/sqlite-store';
import { LocalFileStore, uploadsDir } from '../files/local-store';
import type { FileStore } from '../files/port';
import { createIdentity, firebaseApp, type IdentityService } from '../identity/service';
import { openMailer } from '../mail/open-mailer';
import type { Mailer } from '../mail/port';

declare module 'fastify' {
  interface FastifyInstance {
    /** Documents (site options, environment, pages, news, institutes, paths) over the content store. */
    content: ContentService;
    /** Identity provider, token signer, users and login rate limits. */
    identity: IdentityService;
    files: FileStore;
    mail: Mailer;
  }
}

const fail = (variable: string, why: string) =>
  new ConfigError(`Invalid configuration:\n  ${variable}: ${why}`);

async function openStore(config: AppConfig, log: FastifyBaseLogger): Promise<ContentStore> {
  if (config.CONTENT_STORE === 'mongodb') {
    const uri = config.CONTENT_MONGODB_URI ?? config.MONGODB_URI;
    if (!uri) throw fail('CONTENT_MONGODB_URI', 'required when CONTENT_STORE=mongodb (or set MONGODB_URI)');
    const { MongoContentStore } = await import('../content/mongo-store');
    return MongoContentStore.connect(uri, config.CONTENT_MONGODB_DB);
  }
  if (config.CONTENT_STORE === 'postgres') {
    if (!config.DATABASE_URL) throw fail('DATABASE_URL', 'required when CONTENT_STORE=postgres');
    const { PostgresContentStore } = await import('../content/postgres-store');
    const store = await PostgresContentStore.open(config.DATABASE_URL, {
      poolMax: config.DATABASE_POOL_MAX,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      log: (err) => log.warn({ err }, 'content database connection lost'),
    });
    if (store.migration.applied.length)
      log.info({ versions: store.migration.applied }, 'content schema migrated');
    if (store.migration.unknown.length)
      log.warn(
        { versions: store.migration.unknown },
        'the content database has migrations this gateway does not know (a newer gateway upgraded it)',
      );
    return store;
  }
  if (config.CONTENT_STORE === 'firestore') {
    const { getFirestore } = await import('firebase-admin/firestore');
    const { FirestoreContentStore } = await import('../content/firestore-store');
    return new FirestoreContentStore(getFirestore(await firebaseApp(config)));
  }
  return new SqliteContentStore(join(config.DATA_DIR, 'content', 'content.sqlite'));
}

async function openFiles(config: AppConfig): Promise<FileStore> {
  if (config.FILES_STORE === 'firebase') {
    if (!config.FIREBASE_STORAGE_BUCKET)
      throw fail('FIREBASE_STORAGE_BUCKET', 'required when FILES_STORE=firebase');
    const { getStorage } = await import('firebase-admin/storage');
    const { FirebaseFileStore } = await import('../files/firebase-store');
    return new FirebaseFileStore(
      getStorage(await firebaseApp(config)).bucket(config.FIREBASE_STORAGE_BUCKET),
    );
  }
  return new LocalFileStore(uploadsDir(config));
}

/**
 * A few public catalogue objects with images for the demo paths, the first also the home's hero
 * picture (its label in every demo language as the alt text); none when the catalogue is not loaded.
 */
async function demoRecords(app: FastifyInstance): Promise<DemoRecords> {
  try {
    if (!app.hasDecorator('catalogue')) return { records: [] };
    const store = app.catalogue.store;
    const records = await store.randomImages('it', {
      count: 5,
      orientation: 'any',
      tables: ['ca_objects'],
      seed: 7,
    });
    const refs = records.map((r) => ({
      table: 'ca_objects' as const,
      id: String(r.id),
      label: String(r.preferred_label).slice(0, 500),
    }));
    const first = records[0];
    const size = first?.primaryImg?.size;
    const url = first?.primaryImg?.url?.large;
    if (!first || !url || !size?.width || !size.height) return { records: refs };
    const alt: Partial<Record<Locale, string>> = {};
    for (const l of ['it', 'en', 'fr'] as const) {
      const found = l === 'it' ? first : (await store.record(l, 'ca_objects', String(first.id)))?.record;
      if (found?.preferred_label) alt[l] = String(found.preferred_label).slice(0, 300);
    }
    return {
      records: refs,
      hero: {
        url,
        width: size.width,
        height: size.height,
        alt,
        record: { table: 'ca_objects', id: String(first.id) },
      },
    };
  } catch {
    return { records: [] };
  }
}

/**
 * The content feature's stores: content store, identity, files, mail, chosen by configuration.
 * Seeds demo accounts and content into an empty store, plugs site options into the catalogue, and
 * installs sessions + CSRF (auth/) for the whole app.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;
    // Settings that need no connection are checked first, so a bad one fails before any store opens.
    const mail = openMailer(config);
    const store = await openStore(config, app.log);
    app.addHook('onClose', async () => store.close());
    const content = new ContentService(store, config.CATALOGUE_SYSTEM);
    const identity = await createIdentity(config, store);
    if (store.kind === 'postgres' && !config.SESSION_SECRET)
      app.log.info(
        'session secret: the one every gateway shares in the database (set SESSION_SECRET to keep it out of the database)',
      );
    app.decorate('content', content);
    app.decorate('identity', identity);
    app.decorate('files', await openFiles(config));
    app.decorate('mail', mail);
    app.health.add('content', () => store.ready());

    if (config.CONTENT_SEED) {
      const admin = await identity.users.ensure(
        config.SEED_ADMIN_EMAIL,
        config.SEED_ADMIN_PASSWORD,
        'admin',
        'Amministratore',
        'Archivio',
      );
      const manager = await identity.users.ensure(
        config.SEED_MANAGER_EMAIL,
        config.SEED_MANAGER_PASSWORD,
        'ROLE_MANAGER',
        'Gestore',
        'Archivio',
      );
      if (admin || manager)
        app.log.info(
          { admin: admin && config.SEED_ADMIN_EMAIL, manager: manager && config.SEED_MANAGER_EMAIL },
          'seeded demo accounts',
        );
      // Asked only when the content is still to seed: a cluster worker's catalogue may still be
      // loading in the primary, and its start (liveness included) should not wait for it.
      if (
        !(await store.getDoc('options', 'it', 'site')) &&
        (await seedDemoContent(store, await demoRecords(app)))
      )
        app.log.info('seeded demo content (it, en, fr)');
    }

    if (app.hasDecorator('catalogue')) {
      app.catalogue.setSiteOptionsProvider(async () => {
        const o = await content.siteOptions();
        return { query: o.query, queryAlbero: o.queryAlbero, searchType: o.customjs.searchType };
      });
    }
    await app.register(auth);
  },
  { name: 'content-stores', dependencies: ['health'] },
);
