import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster/primary';
import { writeRunFile } from './cluster/run-file';
import { SERVED_OPTIONS, serve } from './cluster/serve';
import { runWorker } from './cluster/worker';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { publicUrlWarning } from './site/public-origin';

/**
 * Starts the gateway: config from the environment, then one process (WORKERS=1) or a primary and
 * WORKERS workers (cluster/primary.ts); graceful close on SIGINT/SIGTERM, rolling restart on SIGHUP.
 */
async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isWorker) return runWorker(config);
  // Said before anything else so an operator sees it above the logs.
  const warning = publicUrlWarning(config);
  if (warning) console.warn(warning);
  if (config.WORKERS > 1) return runPrimary(config);

  // Listening before the catalogue's default locale is in: /api/health answers 200 "starting" (and
  // /api/health/ready 503) meanwhile, as the workers do while the primary loads.
  const app = await buildApp(config, SERVED_OPTIONS, { catalogueInBackground: true });
  const served = serve(app, config, {
    onListening: (port) => {
      const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
      console.log(`Open Archive is running at http://${shown}:${port}/`);
    },
  });
  const close = (signal: string) =>
    void served.shutdown(signal).then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  process.once('SIGINT', () => close('SIGINT'));
  process.once('SIGTERM', () => close('SIGTERM'));
  // One process cannot replace itself without a gap: SIGHUP is logged, not obeyed (WORKERS >= 2).
  process.on('SIGHUP', () => app.log.warn('SIGHUP: a rolling restart needs WORKERS >= 2; nothing done'));
  writeRunFile(config.DATA_DIR, 'single');
  // A catalogue that cannot load would leave the process "starting" for ever: stop as before.
  app.catalogueLoading.catch(() => {
    void served.shutdown('the catalogue failed to load').finally(() => process.exit(1));
  });
  await served.start();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
