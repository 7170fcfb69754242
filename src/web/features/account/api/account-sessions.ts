import { callAuth } from '../../../lib/api-client';

/** Deletes the caller's account; a Google account signed in a moment ago may leave the password out. */
export function deleteAccount(password: string) {
  return callAuth('/delete-user', password ? { password } : {});
}
