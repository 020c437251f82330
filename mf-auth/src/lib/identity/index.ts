import type { IdentityClient, IdentityConfig } from './identity-client';
import { fetchIdentityConfig } from './identity-config';
import { createLocalClient } from './local-client';

export type { IdentityClient, IdentityConfig, IdentityProviderKind } from './identity-client';

/**
 * The identity client of this page, created once. The Firebase module itself is imported only
 * when the configuration names Firebase, so a local-provider site never downloads it.
 */
let current: Promise<IdentityClient> | undefined;

export async function clientFor(config: IdentityConfig): Promise<IdentityClient> {
  if (config.provider === 'local') return createLocalClient();
  const { createFirebaseClient } = await import('./firebase-client');
  return createFirebaseClient(config);
}

export function identityClient(): Promise<IdentityClient> {
  current ??= fetchIdentityConfig().then(clientFor);
  current.catch(() => {
    current = undefined; // a failed config read is retried at the next sign-in
  });
  return current;
}

/** The client if one was made on this page (signing out must not fetch config or SDK for nothing). */
export function existingIdentityClient(): Promise<IdentityClient> | undefined {
  return current;
}

/** Tests: forget the client (and its configuration). */
export function resetIdentityClient(): void {
  current = undefined;
}
