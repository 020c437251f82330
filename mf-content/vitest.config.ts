import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-content',
    pool: 'threads', // why: ../vitest.config.ts
    environment: 'happy-dom',
    // Component tests never reach the network: video blocks and the style guide draw YouTube and
    // Vimeo iframes, which happy-dom would otherwise fetch (it logs one line per iframe instead).
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../ui/src/testing-setup.ts'],
    passWithNoTests: true,
  },
});
