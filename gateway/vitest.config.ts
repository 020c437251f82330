import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    // Suites start PostgreSQL servers, build demo catalogues or the bundles before their tests: on a
    // busy two-core machine that takes longer than vitest's 10 s default.
    hookTimeout: 120_000,
  },
});
