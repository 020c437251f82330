import { defineConfig } from 'vitest/config';

// Browser tests: one gateway is started for the whole run (global-setup.ts), files run one at a
// time because two cores cannot drive several Chromiums and the gateway at once. The sanitiser
// project drives Chromium without the site (no gateway, no bundles): vitest runs a project's
// global set-up only when one of its files is queued, so `vitest run sanitiser/` starts nothing.
export default defineConfig({
  test: {
    fileParallelism: false,
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          setupFiles: ['./lib/vitest-env.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's own default (1 s) is shorter than some answers take on a busy two-core
          // machine (a password checked by the gateway: CI saw a poll give up at 1 s).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e-sanitiser',
          include: ['sanitiser/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
