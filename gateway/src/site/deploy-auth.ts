import { timingSafeEqual } from 'node:crypto';
import { isAdmin } from '@archive/contracts/access';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';

/**
 * Deploy and rollback are for administrators only: a signed-in admin (level bit 16, from
 * `request.loadSession()` of the auth plugin) or an operator's `x-deploy-token` header
 * equal to DEPLOY_TOKEN. Throws 401/403 otherwise.
 */
export const DEPLOY_TOKEN_HEADER = 'x-deploy-token';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

// The auth plugin (gateway/src/auth) decorates requests with loadSession(); absent in a gateway
// built without it, in which case only the token opens deployment.
type WithSession = { loadSession?: () => Promise<{ level?: unknown } | null> };

export async function assertCanDeploy(request: FastifyRequest, config: AppConfig): Promise<void> {
  const token = request.headers[DEPLOY_TOKEN_HEADER];
  if (config.DEPLOY_TOKEN && typeof token === 'string' && sameSecret(token, config.DEPLOY_TOKEN)) return;
  const carrier = request as unknown as WithSession;
  const user = typeof carrier.loadSession === 'function' ? await carrier.loadSession() : null;
  if (!user) throw new HttpError(401, 'Sign in as an administrator to deploy', 'UNAUTHORIZED');
  if (typeof user.level !== 'number' || !isAdmin(user.level)) {
    throw new HttpError(403, 'Only administrators deploy remotes', 'FORBIDDEN');
  }
}
