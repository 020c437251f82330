import { tokenExchangeCall } from '@archive/contracts/content-endpoints';
import { callApi } from '@archive/ui';
import type { IdentityClient } from './identity-client';

/**
 * The gateway's own identity provider: the token exchange is one more gateway call. It keeps no
 * state in the browser (the session lives in the http-only cookie), so signing out is the
 * gateway's logout alone.
 */
export function createLocalClient(): IdentityClient {
  return {
    kind: 'local',
    async exchangeCustomToken(customToken) {
      const { idToken } = await callApi(tokenExchangeCall, { customToken });
      return idToken;
    },
    async signOut() {},
  };
}
