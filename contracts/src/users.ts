import { z } from 'zod';
import { levelSchema } from './access-schema';
import { PASSWORD_MAX_LENGTH } from './password';

/**
 * User administration in the settings area (spec sections 3 and 6). The backend owns the role
 * list; these are the roles the embedded store ships with, one per level bit.
 */
export const DEFAULT_ROLES = [
  { id: 'admin', label: { it: 'Amministratore', en: 'Administrator', fr: 'Administrateur' } },
  { id: 'operatoriRole', label: { it: 'Operatore', en: 'Operator', fr: 'Opérateur' } },
] as const;

export const roleSchema = z
  .object({
    id: z.string().min(1).max(100).describe('Role name as the backend stores it'),
    label: z.record(z.string(), z.string()).describe('Label per locale'),
  })
  .describe('Assignable role');
export type Role = z.infer<typeof roleSchema>;

// Only what a login needs is required (email, role, a password on create): a shared desk account
// or a volunteer known by first name alone has no surname to give.
const person = {
  name: z.string().trim().max(100).default('').describe('First name (optional)'),
  surname: z.string().trim().max(100).default('').describe('Last name (optional)'),
  email: z.email('validation.emailInvalid').max(320).describe('Login email'),
  role: z.string().min(1, 'validation.required').max(100).describe('Role id from getRoleList'),
};

/**
 * Settings user form: without an id it creates a user and needs a password; with an id it edits
 * and an empty password means "keep the current one". The site password policy is applied on top
 * by checkPassword, because it is configurable.
 */
export const userFormShape = {
  id: z.string().min(1).max(200).optional().describe('User id; absent when creating'),
  ...person,
  password: z.string().max(PASSWORD_MAX_LENGTH).optional().describe('Required on create, optional on edit'),
};

/** Creating needs a password; shared by the form and the upsert body so both refuse alike. */
export const passwordRequiredOnCreate: [
  (u: { id?: string; password?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (u) => u.id !== undefined || (u.password ?? '') !== '',
  { message: 'validation.required', path: ['password'] },
];

export const userFormSchema = z
  .object(userFormShape)
  .refine(...passwordRequiredOnCreate)
  .describe('Settings user form');
export type UserForm = z.infer<typeof userFormSchema>;

export const userListItemSchema = z
  .object({
    id: z.string().describe('User id'),
    ...person,
    level: levelSchema.describe('Level computed from the role'),
    disabled: z.boolean().default(false).describe('Cannot sign in'),
    lastLoginAt: z.iso.datetime().optional().describe('Last sign-in, ISO 8601'),
  })
  .describe('User in the settings list');
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Whether an edit keeps the current password. */
export const keepsPassword = (form: UserForm): boolean => form.id !== undefined && !form.password;
