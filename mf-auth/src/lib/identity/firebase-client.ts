import type { FirebaseWebConfig, IdentityClient } from './identity-client';

const APP_NAME = 'open-archive-auth';

/**
 * Firebase Auth through the client SDK (`firebase` 12). The SDK is about 100 KB gzip, so it is
 * imported here with dynamic import() and rspack puts it in chunks of its own that only sites
 * configured for Firebase ever download.
 *
 * Persistence is in memory: the gateway's http-only session cookie is what keeps the visitor
 * signed in, so Firebase needs no tokens in IndexedDB (nothing a script could read later), and
 * signOut() clears what is left for this page.
 */
export function createFirebaseClient(config: FirebaseWebConfig): IdentityClient {
  let authPromise: Promise<import('firebase/auth').Auth> | undefined;
  const auth = () => {
    authPromise ??= (async () => {
      const [{ getApps, initializeApp }, firebaseAuth] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ]);
      const app =
        getApps().find((a) => a.name === APP_NAME) ??
        initializeApp(
          {
            apiKey: config.apiKey,
            ...(config.projectId ? { projectId: config.projectId } : {}),
            ...(config.authDomain ? { authDomain: config.authDomain } : {}),
          },
          APP_NAME,
        );
      const instance = firebaseAuth.initializeAuth(app, { persistence: firebaseAuth.inMemoryPersistence });
      if (config.emulatorUrl)
        firebaseAuth.connectAuthEmulator(instance, config.emulatorUrl, { disableWarnings: true });
      return instance;
    })();
    // A failed chunk load must not stick: the next attempt imports again.
    authPromise.catch(() => {
      authPromise = undefined;
    });
    return authPromise;
  };

  return {
    kind: 'firebase',
    async exchangeCustomToken(customToken) {
      const instance = await auth();
      const { signInWithCustomToken } = await import('firebase/auth');
      const credential = await signInWithCustomToken(instance, customToken);
      return credential.user.getIdToken();
    },
    async signOut() {
      if (!authPromise) return; // never signed in on this page: nothing to load or clear
      try {
        const instance = await authPromise;
        const { signOut } = await import('firebase/auth');
        await signOut(instance);
      } catch (err) {
        console.warn('identity sign-out failed', err);
      }
    },
  };
}
