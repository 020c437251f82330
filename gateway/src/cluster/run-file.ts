import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR/run/gateway-{pid}.json: which gateway processes serve this DATA_DIR, so `npm run restart`
 * knows whom to signal and `npm run restore` refuses to replace a DATA_DIR still in use. A file left
 * by a process that died is ignored (its pid is no longer alive).
 */
export interface RunFile {
  pid: number;
  role: 'primary' | 'single';
  startedAt: string;
}

const runDir = (dataDir: string) => join(dataDir, 'run');
const runPath = (dataDir: string, pid: number) => join(runDir(dataDir), `gateway-${pid}.json`);

export function writeRunFile(dataDir: string, role: RunFile['role']): void {
  mkdirSync(runDir(dataDir), { recursive: true });
  const file: RunFile = { pid: process.pid, role, startedAt: new Date().toISOString() };
  writeFileSync(runPath(dataDir, process.pid), `${JSON.stringify(file)}\n`);
  process.once('exit', () => removeRunFile(dataDir));
}

export function removeRunFile(dataDir: string): void {
  rmSync(runPath(dataDir, process.pid), { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, owned by someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The gateway processes alive on this DATA_DIR. */
export function runningGateways(dataDir: string): RunFile[] {
  let names: string[];
  try {
    names = readdirSync(runDir(dataDir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (!/^gateway-\d+\.json$/.test(name)) return [];
    try {
      const file = JSON.parse(readFileSync(join(runDir(dataDir), name), 'utf8')) as RunFile;
      return Number.isInteger(file.pid) && alive(file.pid) ? [file] : [];
    } catch {
      return [];
    }
  });
}
