import { defineConfig } from 'vitest/config';

// Browser tests: one gateway is started for the whole run (global-setup.ts), files run one at a
// time because two cores cannot drive several Chromiums and the gateway at once.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./lib/vitest-env.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
  },
});
