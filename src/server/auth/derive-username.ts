import { randomInt } from 'node:crypto';
import { USERNAME_MAX_LENGTH } from '../../shared/constants/account-rules';

/** A username for accounts that arrive without one (Google sign-in): the e-mail's local part plus digits. */
export function deriveUsername(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/^\.+|\.+$/g, '');
  const base = (local.length >= 3 ? local : `user${local}`).slice(0, USERNAME_MAX_LENGTH - 5);
  return `${base}_${randomInt(1000, 10000)}`;
}
