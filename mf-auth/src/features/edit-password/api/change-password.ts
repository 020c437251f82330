import { changePasswordCall } from '@archive/contracts/content-endpoints';
import { callApi } from '@archive/ui';
import { applyUser, loadProfile } from '../../../lib/session';

/**
 * POST /api/auth/ca/changePassword, then the profile again: the gateway may end sessions opened
 * before a password change, and the store must then say "signed out" rather than keep a user
 * whose cookie no longer works.
 */
export async function changePassword(body: {
  currentPassword: string;
  password: string;
  confirmation: string;
}) {
  await callApi(changePasswordCall, body);
  applyUser(await loadProfile());
}
