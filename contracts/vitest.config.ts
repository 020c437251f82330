import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    pool: 'threads', // why: ../vitest.config.ts
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
