import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    pool: 'threads', // why: ../vitest.config.ts
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing-setup.ts'],
    passWithNoTests: true,
  },
});
