import { ApiError } from '@archive/ui';
import type { IdentityClient, IdentityConfig } from './identity-client';
import { fetchIdentityConfig } from './identity-config';
import { createLocalClient } from './local-client';

export type { IdentityClient, IdentityConfig, IdentityProviderKind } from './identity-client';

/**
 * The identity client of this page. The default local provider costs nothing to discover: the
 * token exchange is tried at the gateway first, and only a gateway that answers 404 there (it
 * runs IDENTITY_PROVIDER=firebase) is asked for its Firebase web settings, after which the
 * Firebase SDK is imported. A local-provider site never downloads the SDK nor makes an extra call.
 */
let resolved: IdentityClient | undefined;

export async function clientFor(config: IdentityConfig): Promise<IdentityClient> {
  if (config.provider === 'local') return createLocalClient();
  const { createFirebaseClient } = await import('./firebase-client');
  return createFirebaseClient(config);
}

const isNotFound = (err: unknown) => err instanceof ApiError && err.statusCode === 404;

/** Tries the gateway's exchange, switching to the configured provider when the gateway has none. */
function negotiatingClient(): IdentityClient {
  const local = createLocalClient();
  return {
    kind: 'local',
    async exchangeCustomToken(customToken) {
      try {
        const idToken = await local.exchangeCustomToken(customToken);
        resolved = local;
        return idToken;
      } catch (err) {
        if (!isNotFound(err)) throw err;
        const config = await fetchIdentityConfig();
        if (config.provider === 'local') throw err; // no exchange and no other provider: a broken gateway
        resolved = await clientFor(config);
        return resolved.exchangeCustomToken(customToken);
      }
    },
    async signOut() {
      await resolved?.signOut();
    },
  };
}

export async function identityClient(): Promise<IdentityClient> {
  return resolved ?? negotiatingClient();
}

/** The client that signed in on this page, if any (signing out must not fetch config or SDK for nothing). */
export function existingIdentityClient(): IdentityClient | undefined {
  return resolved;
}

/** Tests: forget the client (and its configuration). */
export function resetIdentityClient(): void {
  resolved = undefined;
}
