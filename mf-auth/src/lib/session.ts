import { loginCall, logoutCall, profileCall, sessionCall } from '@archive/contracts/content-endpoints';
import { buildUrl } from '@archive/contracts/routes';
import { adminActions, apiPost, archiveStore, callApi, navigate, type SessionUser } from '@archive/ui';
import { existingIdentityClient, identityClient } from './identity';

/**
 * Sign-in and sign-out of spec section 4, on the shared store the shell reads (the user bar shows
 * for level bits 8 and 16). Exposed to the shell and the other remotes as `mf_auth/session`:
 *
 *   const { logout } = await loadRemote('mf_auth/session');
 *   await logout();                       // sign out everywhere, clear the user, go to login
 */

/** Thrown when the session opened but the profile could not be read: treated as not signed in. */
export class ProfileUnavailableError extends Error {
  constructor() {
    super('profile unavailable');
    this.name = 'ProfileUnavailableError';
  }
}

/** Puts the signed-in user (or nobody) in the shared store; the level follows the user. */
export function applyUser(user: SessionUser | null): void {
  archiveStore.setState({ user, level: user?.level ?? 1 });
}

/**
 * The signed-in user, or null. A failed profile load is swallowed and means "not signed in"
 * (spec section 8): a 401, a gateway error and a network failure all answer null.
 */
export async function loadProfile(): Promise<SessionUser | null> {
  try {
    const user = await callApi(profileCall);
    return user && typeof user.level === 'number' ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

/**
 * The three steps and the profile: credentials -> custom token (gateway) -> id token (identity
 * service) -> session cookie (gateway) -> profile into the store. Errors of the first steps are
 * the gateway's ApiError (401 LOGIN_FAILED, 429 RATE_LIMITED, ...).
 */
export async function signIn(credentials: { email: string; password: string }): Promise<SessionUser> {
  const { customToken } = await callApi(loginCall, credentials);
  const client = await identityClient();
  const idToken = await client.exchangeCustomToken(customToken);
  await callApi(sessionCall, { idToken });
  const user = await loadProfile();
  if (!user) {
    applyUser(null);
    throw new ProfileUnavailableError();
  }
  applyUser(user);
  return user;
}

/**
 * Logout (spec section 4): sign out of the identity service, end the session at the gateway, clear
 * the user (and any editing state), then go to the login page in the visitor's locale. Never
 * throws: a gateway that is down or a session already gone still leaves the browser signed out.
 */
export async function logout(options: { redirectToLogin?: boolean } = {}): Promise<void> {
  await signOutOfIdentity();
  try {
    // A POST, which the fetcher sends with x-csrf-token: the gateway refuses a logout without it
    // (the seed's GET answers 405), so another site cannot sign the visitor out.
    await apiPost(logoutCall.path, {});
  } catch {
    // Already signed out, or the gateway is unreachable: the local view is cleared anyway.
  }
  adminActions.reset();
  applyUser(null);
  if (options.redirectToLogin !== false) navigate(buildUrl('login', {}, archiveStore.getState().locale));
}

async function signOutOfIdentity(): Promise<void> {
  try {
    await existingIdentityClient()?.signOut();
  } catch {
    // Clients do not throw on sign-out; a failure here leaves nothing signed in worth keeping.
  }
}

/**
 * The shell's own logout buttons call the gateway and clear the user without knowing about the
 * identity client. Whenever the user leaves the store by any route, the identity service is
 * signed out as well, so the spec's first logout step happens whichever button was pressed.
 */
let lastUser = archiveStore.getState().user;
archiveStore.subscribe(() => {
  const { user } = archiveStore.getState();
  if (lastUser && !user) void signOutOfIdentity();
  lastUser = user;
});
