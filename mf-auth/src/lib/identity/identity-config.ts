import { apiGet } from '@archive/ui';
import type { IdentityConfig } from './identity-client';

/**
 * The Firebase web settings, asked of the gateway only when it has no local token exchange (it runs
 * IDENTITY_PROVIDER=firebase). The contracts define no such call yet, so this path and shape are
 * mf-auth's proposal (see README): `{ provider: 'firebase', apiKey, projectId?, authDomain?,
 * emulatorUrl? }`. A gateway that does not answer it (404) is taken for the local provider.
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
