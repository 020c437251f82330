import { defineConfig } from 'vitest/config';

// One run over every package's unit and component tests. The browser suite (e2e/) needs built
// bundles and a running gateway, so scripts/test.sh runs it as a second step.
export default defineConfig({
  test: {
    projects: ['contracts', 'gateway', 'ui', 'shell', 'mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth'],
  },
});
