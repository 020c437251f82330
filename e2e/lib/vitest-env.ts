import { inject } from 'vitest';

// Test workers get the gateway started by global-setup.ts through vitest's provide/inject; the
// helpers in lib/ read plain environment variables so that bench/ can use them outside vitest.
process.env.E2E_BASE_URL ??= inject('baseURL');
process.env.E2E_DATA_DIR ??= inject('dataDir');
