import { ANONYMOUS_LEVEL } from '@archive/contracts/access';
import type { FastifyInstance } from 'fastify';
import { fingerprintOf, pageVersions } from '../cache/page-versions';
import type { SharedRender } from './transport';

/**
 * What a signed-in visitor's render may share with other signed-in renders (issue 22): the public
 * catalogue calls (search, tree, images, map, timeline, records), whose answers depend on the
 * caller's access level (the private-site gate) and the data, never on who the caller is. Keyed by
 * the data versions and the level the gateway read from the session (never anything the browser
 * says), so an editor's answers never reach a visitor of another level. Documents and /api/auth
 * calls are always asked anew (drafts, the user's own data).
 */
export const SIGNED_IN_SHARED_PATHS = ['/api/public/catalogue/'] as const;

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
    signedInPaths: SIGNED_IN_SHARED_PATHS,
  };
}
