import { readdir } from 'node:fs/promises';
import { catalogueSystemProfile } from '@archive/contracts/catalogue-system';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterLoad } from '../catalogue/after-load';
import { writeDemoImages } from '../catalogue/demo/images';
import { writeDemoDataset } from '../catalogue/demo/write-dataset';
import { EmbeddedCatalogueStore } from '../catalogue/engine/embedded-store';
import { IpcCatalogueStore } from '../catalogue/ipc/client-store';
import type { CatalogueStore } from '../catalogue/port';
import { openPostgresCatalogue } from '../catalogue/postgres/open';
import { CatalogueService } from '../catalogue/service';
import { catalogueDir, listSnapshots, mediaDir } from '../catalogue/snapshot';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import { timedStore } from '../metrics/timed-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue: store behind the port plus parsing, whitelist and shaping (catalogue/service.ts). */
    catalogue: CatalogueService;
    catalogueMediaDir: string;
    /**
     * Settles when the catalogue serves (at once unless it loads in the background: a single
     * process started by server.ts listens first and answers liveness meanwhile).
     */
    catalogueLoading: Promise<void>;
  }
}

/**
 * Opens the configured catalogue store (embedded by default, MongoDB or PostgreSQL by configuration). On a first
 * start with nothing to serve it seeds the demo dataset itself, so a newcomer sees a full site.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig; inBackground?: boolean }) => {
    const { config } = opts;
    const dir = catalogueDir(config.DATA_DIR);
    let store: CatalogueStore;
    let loading: Promise<void> = Promise.resolve();
    if (config.CATALOGUE_STORE === 'mongodb') {
      if (!config.MONGODB_URI)
        throw new ConfigError('Invalid configuration:\n  MONGODB_URI: required when CATALOGUE_STORE=mongodb');
      const { MongoCatalogueStore } = await import('../catalogue/mongo/mongo-store');
      const mongo = await MongoCatalogueStore.connect(config.MONGODB_URI, config.MONGODB_DB);
      if (config.CATALOGUE_SEED_RECORDS > 0 && (await mongo.isEmpty())) {
        app.log.info(
          { records: config.CATALOGUE_SEED_RECORDS },
          'empty MongoDB catalogue: seeding the demo dataset',
        );
        await mongo.seedDemo(config.CATALOGUE_SEED_RECORDS, mediaDir(config.DATA_DIR));
      }
      store = mongo;
    } else if (config.CATALOGUE_STORE === 'postgres') {
      const postgres = await openPostgresCatalogue(config, (msg, data) => app.log.info(data, msg));
      if (config.CATALOGUE_SEED_RECORDS > 0) {
        if (await postgres.isEmpty()) {
          app.log.info(
            { records: config.CATALOGUE_SEED_RECORDS },
            'empty PostgreSQL catalogue: seeding the demo dataset',
          );
          await postgres.seedDemo(config.CATALOGUE_SEED_RECORDS, mediaDir(config.DATA_DIR));
        } else if (!(await readdir(mediaDir(config.DATA_DIR)).catch(() => [])).length)
          // Another gateway seeded the database: this machine still needs the demo images.
          await writeDemoImages(mediaDir(config.DATA_DIR));
      }
      store = postgres;
    } else if (config.CATALOGUE_IPC_SOCKET) {
      // A cluster worker: the primary holds the one embedded catalogue (cluster/primary.ts) and
      // has seeded it; this process holds none. Ready when the primary's store is.
      const client = await IpcCatalogueStore.connect(
        config.CATALOGUE_IPC_SOCKET,
        config.CATALOGUE_IPC_TIMEOUT_MS,
      );
      if (app.hasDecorator('metrics')) app.metrics.sources.catalogueWaiting = () => client.waiting;
      store = client;
    } else {
      if (config.CATALOGUE_SEED_RECORDS > 0 && (await listSnapshots(dir)).length === 0) {
        app.log.info(
          { dir, records: config.CATALOGUE_SEED_RECORDS },
          'empty catalogue: seeding the demo dataset',
        );
        await writeDemoDataset(dir, config.CATALOGUE_SEED_RECORDS);
      }
      const embedded = new EmbeddedCatalogueStore(dir, { answerCache: config.CATALOGUE_RAW_ANSWER_CACHE });
      // Ready once the default locale is indexed; the others follow in the background. Served by
      // server.ts (inBackground), the process listens before even the default locale is in, so
      // liveness answers "starting" during the seconds (minutes at 1M) it takes; calls wait for it.
      loading = embedded.load({ background: true, log: (msg, data) => app.log.info(data, msg) });
      if (opts.inBackground) {
        loading.catch((err) => app.log.error({ err: String(err) }, 'the catalogue failed to load'));
        store = afterLoad(embedded, loading);
      } else {
        await loading;
        store = embedded;
      }
      if (app.hasDecorator('metrics')) app.metrics.sources.rawPoolJobs = () => embedded.rawPoolJobs();
    }
    // Every port call timed in one place (oa_catalogue_store_call_seconds).
    if (app.hasDecorator('metrics')) store = timedStore(store, app.metrics);
    app.decorate(
      'catalogue',
      new CatalogueService(store, app.log, catalogueSystemProfile(config.CATALOGUE_SYSTEM).searchTables),
    );
    app.decorate('catalogueMediaDir', mediaDir(config.DATA_DIR));
    app.decorate('catalogueLoading', loading);
    app.health.add('catalogue', () => store.ready());
    app.addHook('onClose', async () => store.close());
  },
  { name: 'catalogue-stores', dependencies: ['health'] },
);
