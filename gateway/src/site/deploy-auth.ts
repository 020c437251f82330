import { timingSafeEqual } from 'node:crypto';
import { isAdmin } from '@archive/contracts/access';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';

/**
 * Deploy and rollback are for administrators only: a signed-in admin (level bit 16, read from the
 * session the content feature attaches to the request) or an operator's `x-deploy-token` header
 * equal to DEPLOY_TOKEN. Throws 401/403 otherwise.
 */
export const DEPLOY_TOKEN_HEADER = 'x-deploy-token';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type WithSession = { user?: { level?: unknown } | null; session?: { user?: { level?: unknown } | null } };

export function assertCanDeploy(request: FastifyRequest, config: AppConfig): void {
  const token = request.headers[DEPLOY_TOKEN_HEADER];
  if (config.DEPLOY_TOKEN && typeof token === 'string' && sameSecret(token, config.DEPLOY_TOKEN)) return;
  const carrier = request as unknown as WithSession;
  const user = carrier.user ?? carrier.session?.user;
  if (!user) throw new HttpError(401, 'Sign in as an administrator to deploy', 'UNAUTHORIZED');
  if (typeof user.level !== 'number' || !isAdmin(user.level)) {
    throw new HttpError(403, 'Only administrators deploy remotes', 'FORBIDDEN');
  }
}
