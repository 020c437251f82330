import { passwordResetConfirmCall, passwordResetRequestCall } from '@archive/contracts/content-endpoints';
import { callApi } from '@archive/ui';

// POST /api/public/password/reset-request – always the same answer, whether the address exists or not
export const requestPasswordReset = (email: string) => callApi(passwordResetRequestCall, { email });

// POST /api/public/password/reset – 400 RESET_TOKEN_INVALID (expired or used) or PASSWORD_POLICY
export const confirmPasswordReset = (body: { token: string; password: string; confirmation: string }) =>
  callApi(passwordResetConfirmCall, body);
