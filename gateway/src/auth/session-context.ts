import type { StoredUser } from '../content/port';

/** The signed-in caller, once the session cookie has been checked. */
export interface SessionContext {
  uid: string;
  user: StoredUser;
  /** Access level bitmask computed from the roles (contracts/access.ts). */
  level: number;
  cookie: string;
}
