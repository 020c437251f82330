/** The primary has no Fastify logger: the same JSON lines, on stdout, at LOG_LEVEL. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 } as const;
export type Level = keyof typeof LEVELS;

export function primaryLog(level: Level) {
  const threshold = LEVELS[level];
  const write = (at: Exclude<Level, 'silent'>) => (data: object, msg: string) => {
    if (LEVELS[at] < threshold) return;
    console.log(
      JSON.stringify({
        level: LEVELS[at],
        time: Date.now(),
        pid: process.pid,
        role: 'primary',
        ...data,
        msg,
      }),
    );
  };
  // Lifecycle lines (workers ready, a restart done, a shutdown) at any level but silent: an operator
  // or a script watching a restart needs them even when request logs are turned down.
  const notice = (data: object, msg: string) => {
    if (level === 'silent') return;
    console.log(
      JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, role: 'primary', ...data, msg }),
    );
  };
  return { info: write('info'), notice, warn: write('warn'), error: write('error') };
}
export type PrimaryLog = ReturnType<typeof primaryLog>;
