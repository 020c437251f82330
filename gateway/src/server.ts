import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { publicUrlWarning } from './site/public-origin';

// Starts the gateway: config from the environment, listen, close gracefully on SIGINT/SIGTERM.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Said before anything else so an operator sees it above the logs.
  const warning = publicUrlWarning(config);
  if (warning) console.warn(warning);
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`Open Archive is running at http://${shown}:${port}/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
