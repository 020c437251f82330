import type { FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken, setSessionCookie } from './cookies';

/**
 * Opens a session from an id token: sets oa_session (httpOnly) and its oa_csrf. Answers the
 * user id, or undefined when the identity provider refuses the token.
 */
export async function openSession(request: FastifyRequest, reply: FastifyReply, idToken: string) {
  const { identity } = request.server;
  const maxAge = identity.sessionMaxAgeSeconds;
  const created = await identity.provider.createSessionCookie(
    idToken,
    maxAge,
    async (uid) => (await identity.users.get(uid))?.sessionVersion,
  );
  if (!created) return undefined;
  setSessionCookie(request, reply, created.cookie, maxAge);
  const csrfToken = issueCsrfToken(request, reply, created.cookie);
  return { uid: created.uid, csrfToken, expiresIn: maxAge };
}

/**
 * After a password or role change the user's session version moves on, which ends every session
 * opened before, including this one. With the local provider the caller gets a new session here so
 * the person who made the change stays signed in.
 */
export async function reopenOwnSession(request: FastifyRequest, reply: FastifyReply, uid: string) {
  const { provider } = request.server.identity;
  if (!provider.exchangeCustomToken) return;
  const exchanged = await provider.exchangeCustomToken(await provider.createCustomToken(uid));
  if (!exchanged) return;
  const old = request.session?.cookie;
  await openSession(request, reply, exchanged.idToken);
  if (old) await provider.revokeSession(old);
}
