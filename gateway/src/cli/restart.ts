import { runningGateways } from '../cluster/run-file';
import { type AppConfig, ConfigError, loadConfig } from '../config';

// npm run restart: a zero-downtime rolling restart of every gateway serving DATA_DIR (SIGHUP to
// each cluster primary; it replaces its workers one at a time, cluster/primary.ts).
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
const running = runningGateways(config.DATA_DIR);
const primaries = running.filter((r) => r.role === 'primary');
if (!primaries.length) {
  console.error(
    running.length
      ? `the gateway serving ${config.DATA_DIR} runs one process (WORKERS=1): it cannot restart without a gap; stop and start it`
      : `no gateway is serving ${config.DATA_DIR}`,
  );
  process.exit(1);
}
for (const { pid } of primaries) {
  process.kill(pid, 'SIGHUP');
  console.log(`rolling restart asked of the gateway ${pid} (its log says "rolling restart done")`);
}
