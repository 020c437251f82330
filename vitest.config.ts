import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every package's unit and component tests. The browser suite (e2e/) needs built
// bundles and a running gateway, so scripts/test.sh runs it as a second step.
// The front-end projects and contracts run their files in worker threads (`pool: 'threads'` in each
// project's config), not forked processes: a file starts in a thread much sooner (their 173 files:
// 230 s -> 182 s on two cores) and none of them needs a process of its own. The gateway's tests
// start servers, child processes and native modules: they keep vitest's forks.
export default defineConfig({
  test: {
    projects: ['contracts', 'gateway', 'ui', 'shell', 'mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth'],
    // Two files at a time even on two cores (vitest's default is one less than the cores: one file
    // at a time there). Many files spend most of their time waiting on what they started (servers,
    // PostgreSQL, child gateways), so a second file fills those waits: with one, the unit phase's
    // summed file time equalled its wall time (1,102 s; 777-869 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
