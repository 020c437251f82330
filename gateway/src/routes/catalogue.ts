import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth';
import type { AppConfig } from '../config';
import hideRecord from './api/auth/catalogue/hide-record';
import catalogueImport from './api/auth/catalogue/import';
import catalogueImportUndo from './api/auth/catalogue/import-undo';
import catalogueImports from './api/auth/catalogue/imports';
import catalogueChildren from './api/public/catalogue/children';
import catalogueDateHistogram from './api/public/catalogue/date-histogram';
import catalogueFulltextSearch from './api/public/catalogue/fulltext-search';
import catalogueMap from './api/public/catalogue/map';
import catalogueMedia from './api/public/catalogue/media';
import catalogueRandomImages from './api/public/catalogue/random-images';
import catalogueRecord from './api/public/catalogue/record';
import catalogueRecordDc from './api/public/catalogue/record-dc';
import catalogueSearch from './api/public/catalogue/search';
import catalogueSuggest from './api/public/catalogue/suggest';
import catalogueSummaries from './api/public/catalogue/summaries';
import catalogueTimeline from './api/public/catalogue/timeline';
import catalogueTree from './api/public/catalogue/tree';
import mongoAggregate from './api/public/mongo/aggregate';
import mongoRelated from './api/public/mongo/related';
import mongoSearch from './api/public/mongo/search';

/** Registers the catalogue routes: the seed's mongo/* calls and our /api/public/catalogue/* calls. */
export default async function catalogueRoutes(app: FastifyInstance, _opts: { config: AppConfig }) {
  for (const route of [
    mongoSearch,
    mongoAggregate,
    mongoRelated,
    catalogueSearch,
    catalogueRecord,
    catalogueRecordDc,
    catalogueChildren,
    catalogueTree,
    catalogueRandomImages,
    catalogueTimeline,
    catalogueMap,
    catalogueSummaries,
    catalogueSuggest,
    catalogueDateHistogram,
    catalogueMedia,
    catalogueFulltextSearch,
  ]) {
    await app.register(route);
  }
  // Managers' calls: the session checked once for the scope, multipart with the import's own limits.
  await app.register(async (scope) => {
    scope.addHook('preValidation', requireSession);
    await scope.register(multipart);
    await scope.register(catalogueImport);
    await scope.register(hideRecord);
    await scope.register(catalogueImports);
    await scope.register(catalogueImportUndo);
  });
}
