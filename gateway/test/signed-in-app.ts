import { afterAll, beforeAll } from 'vitest';
import { type Browser, makeApp, signIn, type TestApp } from '../src/content/test-app';

/**
 * The set-up most authenticated route tests share: one gateway (fresh DATA_DIR, demo seed) for the
 * describe block, the given accounts signed in, everything closed afterwards. `ready` receives the
 * app and one browser per account once they exist (before the first test):
 *
 *   let app: TestApp;
 *   let manager: Browser;
 *   useSignedInApp({ manager: MANAGER }, (s) => ({ app, manager } = s));
 */
export function useSignedInApp<K extends string>(
  accounts: Record<K, { email: string; password: string }>,
  ready: (signedIn: { app: TestApp } & Record<K, Browser>) => void,
): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await makeApp();
    close = made.close;
    const browsers = {} as Record<K, Browser>;
    for (const key of Object.keys(accounts) as K[]) browsers[key] = await signIn(made.app, accounts[key]);
    ready({ app: made.app, ...browsers });
  });
  afterAll(() => close?.());
}
