import { callAuth } from '../../../lib/api-client';

/** Signs out every other browser and device; this one stays signed in. */
export function revokeOtherSessions() {
  return callAuth('/revoke-other-sessions');
}

/** Deletes the caller's account; a Google account signed in a moment ago may leave the password out. */
export function deleteAccount(password: string) {
  return callAuth('/delete-user', password ? { password } : {});
}
