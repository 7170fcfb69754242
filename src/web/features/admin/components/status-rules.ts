import type { Role } from '../../../../shared/constants/roles';
import type { StoredUserStatus, UserStatus } from '../../../../shared/constants/user-status';
import { whyCannotSetStatus } from '../../../../shared/policies/admin-user-rules';

type Person = { uid: string; role: Role; isAdmin: boolean };

export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', pending: 'Pending', inactive: 'Inactive', banned: 'Banned' };

/** What each choice does, said in the confirmation before it happens. */
export const STATUS_EFFECTS: Record<StoredUserStatus, string> = {
  active: 'They can sign in again.',
  inactive: 'They are signed out everywhere at once and cannot sign in until reactivated.',
  banned: 'They are signed out everywhere at once and cannot sign in again.',
};

/** The confirmation's question and its button, for each status an admin sets. */
export function statusQuestion(status: StoredUserStatus, name: string): string {
  if (status === 'active') return `Reactivate ${name}?`;
  if (status === 'inactive') return `Make ${name} inactive?`;
  return `Ban ${name}?`;
}

export const STATUS_BUTTONS: Record<StoredUserStatus, string> = { active: 'Reactivate', inactive: 'Make inactive', banned: 'Ban user' };

/** "pending" is an active account whose e-mail is not verified yet: what an admin sets is active. */
export function storedStatusOf(status: UserStatus): StoredUserStatus {
  return status === 'pending' ? 'active' : status;
}

/** Whether the reason box is asked for: the person is told why they lost access. */
export function needsReason(status: StoredUserStatus): boolean {
  return status !== 'active';
}

/**
 * The server's own rule (whyCannotSetStatus), used here only to grey out what it would refuse; the
 * server decides. The caller's own row shows no control at all.
 */
export function whyStatusLocked(actor: Person, target: Person): string | null {
  return whyCannotSetStatus({ ...actor, id: actor.uid }, { ...target, id: target.uid });
}
