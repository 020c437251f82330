import { buildUrl } from '@archive/contracts/routes';
import { apiPost, archiveStore, loadExposed, navigate } from '@archive/ui';
import { accessContextOf, pageStateOf } from '../composition/activity';

/**
 * The shell's logout buttons (header menu, footer, user bar). Spec section 4: sign out of the
 * identity service, call logout, clear the user, go to login, except on a page a visitor may see
 * (a news item, the home of a public site): "Esci" there leaves the manager on it, as a visitor. Only mf-auth knows the identity
 * service (Firebase or local), so the buttons call its exposed `mf_auth/session` `logout()`; when
 * that remote cannot be loaded (not deployed, network, a hang), the shell's gateway-only logout
 * still ends the session and clears the user.
 */
interface AuthSession {
  logout(options?: { redirectToLogin?: boolean }): Promise<void>;
}

export type AuthSessionLoader = () => Promise<unknown>;

/** Waiting longer than this for mf-auth leaves a visitor staring at a button that does nothing. */
export const AUTH_REMOTE_TIMEOUT_MS = 5000;

const loadAuthSession: AuthSessionLoader = () => loadExposed('mf_auth', 'session');

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mf_auth/session did not load in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });

/**
 * The gateway-only logout: a POST, which the fetcher sends with x-csrf-token (the gateway refuses
 * a logout without it, so another site cannot sign the visitor out). Clears the user whatever the
 * gateway answers: already signed out, or unreachable, the browser is signed out all the same.
 */
async function gatewayLogout(): Promise<void> {
  try {
    await apiPost('/api/auth/logout', {});
  } catch {
    // Nothing to do: the local view is cleared below.
  }
  archiveStore.setState({ user: null, level: 1 });
}

const isAuthSession = (value: unknown): value is AuthSession =>
  Boolean(value) && typeof (value as Partial<AuthSession>).logout === 'function';

/** Whether the page on screen is one a signed-out visitor may see (then signing out stays there). */
export function visitorMaySeeThisPage(): boolean {
  const state = archiveStore.getState();
  return pageStateOf(state.route, accessContextOf({ ...state, level: 1 })).kind === 'remote';
}

/** Answers which way the visitor was signed out (for tests and the console). */
export async function signOut(
  load: AuthSessionLoader = loadAuthSession,
  timeoutMs = AUTH_REMOTE_TIMEOUT_MS,
): Promise<'identity' | 'gateway'> {
  let session: AuthSession | undefined;
  try {
    const loaded = await withTimeout(load(), timeoutMs);
    if (!isAuthSession(loaded)) throw new Error('mf_auth/session does not export logout()');
    session = loaded;
  } catch (err) {
    console.warn('mf-auth unavailable: signing out of the gateway only', err);
  }
  // Decided before the user is cleared: afterwards the guard may already be moving the page.
  const stay = visitorMaySeeThisPage();
  if (session) {
    // mf-auth's logout never throws; it clears the user and goes to the login page when asked.
    await session.logout({ redirectToLogin: !stay });
    return 'identity';
  }
  await gatewayLogout();
  if (!stay) navigate(buildUrl('login', {}, archiveStore.getState().locale));
  return 'gateway';
}
