import { isAdminUser, isSuperAdminUser, type Role } from '../../../../shared/constants/roles';
import type { StoredUserStatus, UserStatus } from '../../../../shared/constants/user-status';

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
 * The server's rule (policies/users.ts whyCannotSetStatus), mirrored only to grey out what it would
 * refuse; the server decides. The caller's own row shows no control at all.
 */
export function whyStatusLocked(actor: Person, target: Person): string | null {
  if (actor.uid === target.uid) return 'You cannot change your own status.';
  if (isSuperAdminUser(target)) return "A super admin's status cannot be changed. Make them an admin first.";
  if (isAdminUser(target) && !isSuperAdminUser(actor)) return "Only a super admin can change an admin's status.";
  return null;
}
