import { join } from 'node:path';

/** The hand-written CollectiveAccess export (see test/fixtures/ca-export/README.md). */
export const CA_EXPORT = join(import.meta.dirname, '../fixtures/ca-export');
