import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-catalogue',
    pool: 'threads', // why: ../vitest.config.ts
    environment: 'happy-dom',
    // Embedded players (YouTube, Vimeo) are asserted on, never loaded: tests stay offline.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../ui/src/testing-setup.ts', './src/test-setup.ts'],
    passWithNoTests: true,
  },
});
