import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sessionCookieOf } from './cookie-names';
import type { SessionContext } from './session-context';

/**
 * A server render's session, resolved once for the page request and handed to the render's
 * in-process API calls (issue 22: resolving it again for each of a signed-in home's ~15 calls,
 * cookie HMAC plus session and user rows, was 4-5% of the render).
 *
 * Carried in an AsyncLocalStorage entered only by the render's transport around its own
 * `app.inject` calls: nothing a client sends (header, cookie, body) can put it there, so a
 * request from outside resolves its session as before. It is also bound to the session cookie
 * it was resolved from: an API call counts as the render's only when it carries that same cookie
 * under the name its scheme reads, so it can never give a call more than its own cookie would.
 * One object per render (transport.ts), never kept after it: a later render resolves anew.
 */
export interface RenderSession {
  /** The session cookie value the page request was resolved from. */
  cookie: string;
  session: SessionContext;
  /** This session's CSRF token, computed once when a call first needs it (cookies.ts tokenFor). */
  csrfToken?: string;
}

const carried = new AsyncLocalStorage<RenderSession>();

/**
 * `app.inject` for one of a render's API calls, with the render's session handed to it. The
 * callback form on purpose: the promise form returns a thenable that dispatches the request only
 * when awaited, outside the storage's scope, so the call would resolve its session again.
 */
export function injectWithSession(
  app: FastifyInstance,
  handed: RenderSession | undefined,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const call = () =>
    new Promise<LightMyRequestResponse>((resolve, reject) => {
      app.inject(options, (err, answer) => (err || !answer ? reject(err) : resolve(answer)));
    });
  return handed ? carried.run(handed, call) : call();
}

/** The render's session, when `request` is one of that render's own calls with the same cookie. */
export function handedSession(request: FastifyRequest): RenderSession | undefined {
  const handed = carried.getStore();
  return handed && sessionCookieOf(request) === handed.cookie ? handed : undefined;
}
