/**
 * The middle step of sign-in (spec section 4) behind one interface: a custom token from
 * `POST /api/public/login` becomes an id token, which `POST /api/public/session` turns into the
 * session cookie. The local provider asks the gateway (`POST /api/public/identity/token`); the
 * Firebase provider asks Firebase Auth with the client SDK, loaded only when configured.
 */
export type IdentityProviderKind = 'local' | 'firebase';

export interface IdentityClient {
  readonly kind: IdentityProviderKind;
  /** Custom token to id token. Throws when the identity service refuses the token. */
  exchangeCustomToken(customToken: string): Promise<string>;
  /** Signs out of the identity service (the browser-side state it keeps); never throws. */
  signOut(): Promise<void>;
}

/** Web settings of a Firebase project (public values: they identify the project, they grant nothing). */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId?: string;
  authDomain?: string;
  /** Auth emulator URL (http://127.0.0.1:9099) for development and tests. */
  emulatorUrl?: string;
}

export type IdentityConfig = { provider: 'local' } | ({ provider: 'firebase' } & FirebaseWebConfig);
