import { randomUUID } from 'node:crypto';
import { ADMIN_ROLES, levelFromRoles } from '@archive/contracts/access';
import type { SessionUser } from '@archive/contracts/auth';
import type { UserListItem } from '@archive/contracts/users';
import { type ContentStore, EmailTakenError, normaliseEmail, type StoredUser } from '../content/port';
import type { PasswordHasher } from './passwords';
import type { TokenLedger } from './token-ledger';

/** Roles the embedded store offers (the seed's manager role plus the contracts' defaults). */
export const ROLE_LIST = [
  { id: 'admin', label: { it: 'Amministratore', en: 'Administrator', fr: 'Administrateur' } },
  { id: 'ROLE_MANAGER', label: { it: 'Gestore', en: 'Manager', fr: 'Gestionnaire' } },
  { id: 'operatoriRole', label: { it: 'Operatore', en: 'Operator', fr: 'Opérateur' } },
];
export const isKnownRole = (role: string) => ROLE_LIST.some((r) => r.id === role);
const isAdminUser = (u: StoredUser) => u.roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r));

export class LastAdminError extends Error {
  constructor() {
    super('last administrator');
  }
}
export { EmailTakenError };

/** An edit named a user id that does not exist (the route answers 404; nothing is created). */
export class UnknownUserError extends Error {
  constructor() {
    super('unknown user');
  }
}

export interface UserInput {
  id?: string | undefined;
  name: string;
  surname: string;
  email: string;
  role: string;
  password?: string | undefined;
}

/**
 * Accounts in the content store: credential checks (a dummy hash keeps unknown emails as slow as
 * known ones), administration with the last-administrator rule, and the session view. A new
 * password or new roles retire the user's outstanding sign-in tokens (token-ledger.ts) as well as
 * their sessions (sessionVersion).
 */
export class UserService {
  constructor(
    private readonly store: ContentStore,
    readonly passwords: PasswordHasher,
    private readonly ledger: TokenLedger,
  ) {}

  async authenticate(email: string, password: string): Promise<StoredUser | undefined> {
    const user = await this.store.findUserByEmail(email);
    const ok = await this.passwords.verify(
      password,
      user?.passwordHash ?? (await this.passwords.dummyHash()),
    );
    if (!user || !ok || user.disabled) return undefined;
    // Hashes made with an older, cheaper cost are replaced now that the password is at hand.
    if (this.passwords.needsRehash(user.passwordHash)) {
      const upgraded = { ...user, passwordHash: await this.passwords.hash(password) };
      await this.store.updateUser(upgraded);
      return upgraded;
    }
    return user;
  }

  /** Whether `password` is the user's current one (change-password asks for it). */
  checkPassword(user: StoredUser, password: string) {
    return this.passwords.verify(password, user.passwordHash);
  }

  get(id: string) {
    return this.store.getUser(id);
  }
  findByEmail(email: string) {
    return this.store.findUserByEmail(email);
  }
  list() {
    return this.store.listUsers();
  }

  async recordLogin(user: StoredUser) {
    await this.store.updateUser({ ...user, lastLoginAt: new Date().toISOString() });
  }

  /** Creates (no id) or updates a user; refuses to demote the last administrator. */
  async upsert(input: UserInput): Promise<{ id: string; created: boolean }> {
    const now = new Date().toISOString();
    if (!input.id) {
      const user: StoredUser = {
        id: randomUUID(),
        email: normaliseEmail(input.email),
        name: input.name,
        surname: input.surname,
        roles: [input.role],
        passwordHash: await this.passwords.hash(input.password ?? ''),
        disabled: false,
        pins: [],
        profile: {},
        createdAt: now,
        sessionVersion: 0,
      };
      await this.store.createUser(user);
      return { id: user.id, created: true };
    }
    const current = await this.store.getUser(input.id);
    if (!current) throw new UnknownUserError();
    const next: StoredUser = {
      ...current,
      email: normaliseEmail(input.email),
      name: input.name,
      surname: input.surname,
      roles: [input.role],
    };
    if (isAdminUser(current) && !isAdminUser(next) && (await this.adminCount()) <= 1)
      throw new LastAdminError();
    const rolesChanged = current.roles.join() !== next.roles.join();
    if (input.password) next.passwordHash = await this.passwords.hash(input.password);
    // New roles or password: sessions opened before stop working, and so do unused sign-in tokens.
    if (rolesChanged || input.password) {
      next.sessionVersion = current.sessionVersion + 1;
      await this.ledger.retire(next.id);
    }
    await this.store.updateUser(next);
    return { id: next.id, created: false };
  }

  async remove(id: string): Promise<boolean> {
    const user = await this.store.getUser(id);
    if (!user) return false;
    if (isAdminUser(user) && (await this.adminCount()) <= 1) throw new LastAdminError();
    return this.store.deleteUser(id);
  }

  async setPassword(user: StoredUser, password: string) {
    await this.ledger.retire(user.id);
    await this.store.updateUser({
      ...user,
      passwordHash: await this.passwords.hash(password),
      sessionVersion: user.sessionVersion + 1,
    });
  }

  async savePins(user: StoredUser, pins: StoredUser['pins']) {
    await this.store.updateUser({ ...user, pins });
  }

  private async adminCount() {
    return (await this.store.listUsers()).filter((u) => isAdminUser(u) && !u.disabled).length;
  }

  /** Creates the seed account when no user has that email yet. */
  async ensure(email: string, password: string, role: string, name: string, surname: string) {
    if (!email || !password || (await this.store.findUserByEmail(email))) return false;
    try {
      await this.upsert({ email, password, role, name, surname });
      return true;
    } catch (err) {
      if (err instanceof EmailTakenError) return false; // another gateway seeded it first
      throw err;
    }
  }
}

export const toSessionUser = (u: StoredUser): SessionUser => ({
  uid: u.id,
  email: u.email,
  ...(u.name ? { name: u.name } : {}),
  ...(u.surname ? { surname: u.surname } : {}),
  roles: u.roles,
  level: levelFromRoles(u.roles),
  pins: u.pins as SessionUser['pins'],
  profile: { ...u.profile, name: u.name, surname: u.surname, email: u.email },
});

export const toListItem = (u: StoredUser): UserListItem => ({
  id: u.id,
  name: u.name ?? '',
  surname: u.surname ?? '',
  email: u.email,
  role: u.roles[0] ?? '',
  level: levelFromRoles(u.roles),
  disabled: u.disabled,
  ...(u.lastLoginAt ? { lastLoginAt: u.lastLoginAt } : {}),
});
