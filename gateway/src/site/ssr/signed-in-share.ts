import { ANONYMOUS_LEVEL } from '@archive/contracts/access';
import type { FastifyInstance } from 'fastify';
import { fingerprintOf, pageVersions } from '../cache/page-versions';
import type { SharedRender } from './transport';

/**
 * What a signed-in visitor's render may share with other signed-in renders (issue 22): the public
 * catalogue calls (search, tree, images, map, timeline, records), whose answers depend on the
 * caller's access level (the private-site gate) and the data, never on who the caller is; and the
 * public document reads (site options, menus, footer, pages), whose answers depend on the level
 * alone (drafts for editors: `canEdit(level)`) and the content revision, which every save bumps
 * (the writer's next page sees its save at once; other gateways within the revision's poll).
 * Keyed by the data versions and the level the gateway read from the session (never anything the
 * browser says), so an editor's answers never reach a visitor of another level. /api/auth calls
 * (the user's own data) are always asked anew.
 */
export const SIGNED_IN_SHARED_PATHS = ['/api/public/catalogue/'] as const;
export const SIGNED_IN_SHARED_DOCUMENTS = [
  '/api/public/firebase/getDocBySlug',
  '/api/public/firebase/getDocs',
  '/api/public/firebase/getEnvironment',
] as const;
export async function signedInShare(app: FastifyInstance, level: number): Promise<SharedRender | undefined> {
  if (level === ANONYMOUS_LEVEL || !app.renderAnswers?.enabled) return undefined;
  const versions = await pageVersions({
    catalogue: app.catalogue.store,
    revision: app.content.revision,
    registry: app.site.registry,
    shellDir: app.site.shellDir,
  }).catch(() => undefined);
  if (!versions) return undefined;
  return {
    answers: app.renderAnswers,
    fingerprint: `${fingerprintOf(versions)}|level:${level}`,
    signedInPaths: app.renderAnswers.signedInDocuments
      ? [...SIGNED_IN_SHARED_PATHS, ...SIGNED_IN_SHARED_DOCUMENTS]
      : SIGNED_IN_SHARED_PATHS,
  };
}
