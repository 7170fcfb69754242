import { callAuth } from '../../../lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

/** E-mails a reset link if the address has an account; the answer is the same either way. */
export function requestPasswordReset(email: string) {
  return callAuth('/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function resetPassword(token: string, newPassword: string) {
  return callAuth('/reset-password', { token, newPassword });
}

export function changePassword(change: PasswordChange) {
  return callAuth('/change-password', { ...change });
}
