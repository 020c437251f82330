import cluster, { type Worker } from 'node:cluster';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDemoDataset } from '../catalogue/demo/write-dataset';
import { EmbeddedCatalogueStore } from '../catalogue/engine/embedded-store';
import { CatalogueHost } from '../catalogue/ipc/host';
import { catalogueDir, listSnapshots } from '../catalogue/snapshot';
import type { AppConfig } from '../config';
import { TokenBuckets } from '../lib/token-buckets';
import { createMetrics } from '../metrics/metrics';
import { ConnectionBalancer } from './connection-balancer';
import { answerFloodChecks } from './flood-control';
import { isControl } from './messages';
import { serveClusterMetrics } from './metrics-gather';
import { primaryLog } from './primary-log';
import { removeRunFile, writeRunFile } from './run-file';

/** A worker that will not get ready in this long is given up (a restart keeps the old ones). */
const READY_LIMIT_MS = 300_000;
/** Between a worker's unexpected exit and its replacement (a crash loop must not spin). */
const RESPAWN_DELAY_MS = 1000;

/**
 * The cluster's primary (WORKERS >= 2): holds the embedded catalogue once and answers the workers'
 * catalogue calls over a Unix socket (catalogue/ipc/), listens on PORT and deals the visitors'
 * connections to WORKERS processes (connection-balancer.ts; WORKER_CONNECTIONS=round-robin: the
 * workers listen and Node's cluster deals), replaces a worker that dies, replaces all of them one at a time on SIGHUP (each new one
 * takes traffic only when ready, then the old one drains), and on SIGTERM/SIGINT drains every
 * worker and exits 0. With a database-backed catalogue the workers talk to the database directly.
 */
export async function runPrimary(config: AppConfig): Promise<void> {
  const log = primaryLog(config.LOG_LEVEL);
  const metrics = createMetrics();
  serveClusterMetrics(metrics.registry);
  const env: Record<string, string> = {};
  let host: CatalogueHost | null = null;
  let store: EmbeddedCatalogueStore | null = null;
  const socket = join(tmpdir(), `oa-catalogue-${process.pid}.sock`);
  let stopping = false;

  if (config.CATALOGUE_STORE === 'embedded') {
    const dir = catalogueDir(config.DATA_DIR);
    if (config.CATALOGUE_SEED_RECORDS > 0 && (await listSnapshots(dir)).length === 0) {
      log.info({ dir, records: config.CATALOGUE_SEED_RECORDS }, 'empty catalogue: seeding the demo dataset');
      await writeDemoDataset(dir, config.CATALOGUE_SEED_RECORDS);
    }
    store = new EmbeddedCatalogueStore(dir, { answerCache: config.CATALOGUE_RAW_ANSWER_CACHE });
    const embedded = store;
    metrics.sources.rawPoolJobs = () => embedded.rawPoolJobs();
    // Not awaited: the workers start (and answer liveness) while the indexes load; calls they
    // send meanwhile wait for the load (host.ts), readiness says 503 until it is done.
    const loaded = store.load({ background: true, log: (msg, data) => log.info(data, msg) });
    loaded.catch((err) => {
      log.error({ err: String(err) }, 'the catalogue failed to load');
      void stop(1);
    });
    host = new CatalogueHost(store, loaded);
    await host.listen(socket);
    env.CATALOGUE_IPC_SOCKET = socket;
  }

  // The raw mongo/* flood control's buckets, one set for every worker (flood-control.ts).
  const floodBuckets =
    config.MONGO_RATE_LIMIT > 0 ? new TokenBuckets(config.MONGO_RATE_LIMIT, config.MONGO_RATE_BURST) : null;

  /** The port listened on (PORT, or the one the system chose for 0). */
  let port = config.PORT;
  const balancer =
    config.WORKER_CONNECTIONS === 'fewest'
      ? new ConnectionBalancer((err) => log.error({ err: String(err) }, 'the listening socket failed'))
      : null;
  /** Workers taking traffic; a replacement joins when ready, a retired one leaves at once. */
  const serving = new Set<Worker>();
  const retiring = new Set<Worker>();
  let announced = false;

  /**
   * Each worker's place among the N (`OA_WORKER_SLOT`, 0..N-1): a replacement, after a crash or in
   * a rolling restart, takes the place of the worker it replaces, so work done by one worker of
   * the cluster (drawing the home ahead: iiif/draw-homes-ahead.ts) always has exactly one.
   */
  const slots = new WeakMap<Worker, number>();
  const fork = (slot: number, extra: Record<string, string> = {}): Worker => {
    const worker = cluster.fork({
      ...env,
      ...extra,
      OA_WORKER_SLOT: String(slot),
      ...(balancer ? { OA_HANDED_CONNECTIONS: '1' } : {}),
    });
    slots.set(worker, slot);
    const accepting = (listenedOn: number) => {
      worker.emit('oa-accepting');
      if (announced) return;
      announced = true;
      const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
      console.log(`Open Archive is running at http://${shown}:${listenedOn}/ (${config.WORKERS} workers)`);
    };
    // WORKER_CONNECTIONS=round-robin: the workers listen on PORT and Node's cluster deals.
    if (!balancer) worker.on('listening', (address) => accepting(address.port));
    worker.on('message', (message) => {
      if (isControl(message, 'ready')) worker.emit('oa-ready');
      if (!balancer || !isControl(message, 'accepting') || stopping || retiring.has(worker)) return;
      balancer.add(worker);
      accepting(port);
    });
    if (floodBuckets) answerFloodChecks(worker, floodBuckets);
    return worker;
  };

  const until = (worker: Worker, event: 'oa-accepting' | 'oa-ready') =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => done(false), READY_LIMIT_MS);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        worker.off(event, yes);
        worker.off('exit', no);
        resolve(ok);
      };
      const yes = () => done(true);
      const no = () => done(false);
      worker.once(event, yes);
      worker.once('exit', no);
    });

  const exited = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
    });

  /** Asks a worker to drain; kills it if it has not exited well after SHUTDOWN_TIMEOUT_MS. */
  const retire = async (worker: Worker) => {
    serving.delete(worker);
    balancer?.remove(worker);
    retiring.add(worker);
    // SIGTERM rather than a message: a worker still importing its modules has no handler yet and
    // simply ends (it listens on nothing); one running drains (cluster/worker.ts).
    if (!worker.isDead()) worker.process.kill('SIGTERM');
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), config.SHUTDOWN_TIMEOUT_MS + 5000);
    await exited(worker);
    clearTimeout(kill);
    retiring.delete(worker);
  };

  cluster.on('exit', (worker, code, signal) => {
    balancer?.remove(worker);
    if (retiring.has(worker) || stopping) return;
    serving.delete(worker);
    log.warn({ worker: worker.process.pid, code, signal }, 'worker exited unexpectedly: starting another');
    const slot = slots.get(worker) ?? 0;
    setTimeout(() => {
      if (!stopping) serving.add(fork(slot));
    }, RESPAWN_DELAY_MS).unref();
  });

  let restarting: Promise<void> | null = null;
  const rollingRestart = () => {
    if (restarting || stopping) return restarting;
    restarting = (async () => {
      const old = [...serving];
      log.notice({ workers: old.length }, 'rolling restart: replacing the workers one at a time');
      for (const previous of old) {
        if (stopping) return;
        const fresh = fork(slots.get(previous) ?? 0, { OA_LISTEN_WHEN_READY: '1' });
        if (!(await until(fresh, 'oa-ready'))) {
          log.error({ worker: fresh.process.pid }, 'rolling restart stopped: a new worker did not get ready');
          if (!fresh.isDead()) await retire(fresh);
          return;
        }
        // A shutdown began meanwhile: it drains every worker, this one included.
        if (stopping) return;
        serving.add(fresh);
        await retire(previous);
      }
      log.notice({ workers: serving.size }, 'rolling restart done');
    })().finally(() => {
      restarting = null;
    });
    return restarting;
  };

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log.notice({ workers: serving.size }, 'shutting down: draining every worker');
    balancer?.close();
    const all = new Set([...serving, ...Object.values(cluster.workers ?? {})]);
    await Promise.all([...all].filter((w): w is Worker => !!w && !retiring.has(w)).map(retire));
    await host?.close();
    await store?.close();
    rmSync(socket, { force: true });
    removeRunFile(config.DATA_DIR);
    process.exit(code);
  };

  process.on('SIGHUP', () => void rollingRestart());
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
  writeRunFile(config.DATA_DIR, 'primary');

  // Listening before any worker takes a connection: the first visitors wait (paused) for one.
  try {
    if (balancer) port = await balancer.listen(config.PORT, config.HOST);
  } catch (err) {
    log.error({ err: String(err) }, `cannot listen on ${config.HOST}:${config.PORT}`);
    await stop(1);
    return;
  }
  // The first worker alone, then the others: it seeds the demo accounts and content of an empty
  // store, which two workers starting together would race for.
  const first = fork(0);
  serving.add(first);
  const ready = [until(first, 'oa-ready')];
  if (!(await until(first, 'oa-accepting'))) {
    log.error({}, 'the first worker did not start');
    await stop(1);
    return;
  }
  for (let i = 1; i < config.WORKERS; i++) {
    const worker = fork(i);
    serving.add(worker);
    ready.push(until(worker, 'oa-ready'));
  }
  const started = await Promise.all(ready);
  if (started.every(Boolean)) log.notice({ workers: config.WORKERS }, 'all workers ready');
}
