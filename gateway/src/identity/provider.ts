/**
 * The identity port: the three steps of spec section 4 (custom token -> id token -> session
 * cookie). The local provider runs them in the gateway; the Firebase provider asks Firebase Auth,
 * and the browser does the middle step itself with signInWithCustomToken.
 */
export interface VerifiedSession {
  uid: string;
  /** Local sessions: the stored session id and the user's session version when it was opened. */
  sid?: string;
  version?: number;
}

export interface IdentityProvider {
  readonly kind: 'local' | 'firebase';
  createCustomToken(uid: string): Promise<string>;
  /** Only the local provider exchanges tokens itself; undefined for a token it refuses. */
  exchangeCustomToken?(customToken: string): Promise<{ idToken: string; expiresIn: number } | undefined>;
  /** A session cookie value for a valid id token; undefined when the id token is refused. */
  createSessionCookie(
    idToken: string,
    expiresInSeconds: number,
    sessionVersion: (uid: string) => Promise<number | undefined>,
  ): Promise<{ cookie: string; uid: string } | undefined>;
  verifySessionCookie(cookie: string): Promise<VerifiedSession | undefined>;
  /** Ends the session server-side (local: deletes the session; Firebase: revokes refresh tokens). */
  revokeSession(cookie: string): Promise<void>;
}
