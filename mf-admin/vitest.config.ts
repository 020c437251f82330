import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-admin',
    pool: 'threads', // why: ../vitest.config.ts
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../ui/src/testing-setup.ts', './src/test-setup.ts'],
    passWithNoTests: true,
  },
});
