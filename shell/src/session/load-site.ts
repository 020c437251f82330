import { canEdit } from '@archive/contracts/access';
import { BASE_LOCALES, DEFAULT_LOCALE, LOCALES, type Locale } from '@archive/contracts/locales';
import {
  ApiError,
  type ApiRequest,
  apiGet,
  apiPost,
  archiveStore,
  type EnvironmentOptions,
  type SessionUser,
  type SiteOptions,
} from '@archive/ui';

/**
 * Loads what the whole site depends on: the site options document and the session profile. A
 * failed profile load is swallowed and means "not signed in" (spec section 8); failed site options
 * leave the defaults (a working, public site in Italian, English and French).
 */
const asDocumentData = <T>(answer: unknown): T => {
  const data = (answer as { data?: unknown } | null)?.data;
  return (data && typeof data === 'object' ? data : (answer ?? {})) as T;
};

/**
 * Enabled locales of the site options, canonical order, Italian always on. A language kept hidden
 * until complete (`hiddenLocales`) is one only for managers, who preview it; the gateway answers
 * its pages 404 to visitors whatever the browser believes.
 */
export function enabledLocalesOf(options: SiteOptions, level = 1): Locale[] {
  const map = options.multilanguage ?? Object.fromEntries(BASE_LOCALES.map((l) => [l, true]));
  const hidden = canEdit(level) || !Array.isArray(options.hiddenLocales) ? [] : options.hiddenLocales;
  return LOCALES.filter((l) => l === DEFAULT_LOCALE || (map[l] === true && !hidden.includes(l)));
}

/** How to call the gateway: the browser's fetch, or the gateway's own transport when it renders. */
export type Transport = Pick<ApiRequest, 'fetch' | 'locale'>;

export async function loadSiteOptions(transport: Transport = {}): Promise<SiteOptions> {
  try {
    const answer = await apiPost(
      '/api/public/firebase/getDocBySlug',
      { name: 'options', collection: 'options' },
      transport,
    );
    return asDocumentData<SiteOptions>(answer);
  } catch (err) {
    if (!(err instanceof ApiError && err.statusCode === 404)) console.warn('site options unavailable', err);
    return {};
  }
}

export async function loadProfile(transport: Transport = {}): Promise<SessionUser | null> {
  try {
    const user = await apiGet<SessionUser>('/api/auth/profile', transport);
    return user && typeof user.level === 'number' ? user : null;
  } catch {
    return null;
  }
}

/** Signs in the shell's view of the session (the auth remote calls it after a login too). */
export function applyUser(user: SessionUser | null): void {
  archiveStore.setState({ user, level: user?.level ?? 1 });
}

let environmentRequested = false;
/** Login screen settings, fetched the first time a login-layout page is shown. */
export function ensureEnvironment(): void {
  if (environmentRequested) return;
  environmentRequested = true;
  apiPost('/api/public/firebase/getEnvironment', {})
    .then((answer) => archiveStore.setState({ environment: asDocumentData<EnvironmentOptions>(answer) }))
    .catch((err) => console.warn('environment unavailable', err));
}
