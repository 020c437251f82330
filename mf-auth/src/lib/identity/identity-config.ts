import { apiGet } from '@archive/ui';
import type { IdentityConfig } from './identity-client';

/**
 * The Firebase web settings, asked of the gateway only when it has no local token exchange (it runs
 * IDENTITY_PROVIDER=firebase). The gateway answers `{ provider: 'local' }` or `{ provider:
 * 'firebase', apiKey, projectId, authDomain? }` (gateway/src/routes/api/public/identity-config.ts,
 * since commit 084fe0c), and 503 IDENTITY_NOT_CONFIGURED when its Firebase web settings are
 * incomplete. `emulatorUrl` is read too, for a gateway that names its Auth emulator; it sends none
 * today. The schema lives in the gateway, not in contracts, so the answer is read defensively here.
 * A gateway without the route (404) is taken for the local provider.
 */
export const IDENTITY_CONFIG_PATH = '/api/public/identity/config';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Reads an answer defensively: anything but a complete Firebase config means the local provider. */
export function parseIdentityConfig(answer: unknown): IdentityConfig {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const apiKey = text(a.apiKey);
  if (a.provider !== 'firebase') return { provider: 'local' };
  if (!apiKey) throw new Error('identity config: the firebase provider needs an apiKey');
  const projectId = text(a.projectId);
  const authDomain = text(a.authDomain);
  const emulatorUrl = text(a.emulatorUrl);
  return {
    provider: 'firebase',
    apiKey,
    ...(projectId ? { projectId } : {}),
    ...(authDomain ? { authDomain } : {}),
    ...(emulatorUrl ? { emulatorUrl } : {}),
  };
}

export async function fetchIdentityConfig(): Promise<IdentityConfig> {
  try {
    return parseIdentityConfig(await apiGet(IDENTITY_CONFIG_PATH));
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return { provider: 'local' };
    throw err;
  }
}
