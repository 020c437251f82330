import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    pool: 'threads', // why: ../vitest.config.ts
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../ui/src/testing-setup.ts'],
    passWithNoTests: true,
  },
});
