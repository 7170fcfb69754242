import { isAdminUser, isSuperAdminUser, type Role } from '../../shared/constants/roles';
import type { UserRow } from '../db/schema';

type Actor = Pick<UserRow, 'id' | 'role' | 'isAdmin'>;
type Target = Pick<UserRow, 'id' | 'role' | 'isAdmin'>;

/**
 * SPEC §6 with our stricter rules: only a super admin creates or removes admins or touches another
 * super admin, and nobody changes their own role (so no call can make its caller an admin).
 * Each returns why the action is refused, or null when it is allowed.
 */
export function whyCannotChangeRole(actor: Actor, target: Target, newRole: Role): string | null {
  if (!isAdminUser(actor)) return 'Admin access required';
  if (actor.id === target.id) return 'You cannot change your own role.';
  if (isSuperAdminUser(actor)) return null;
  if (isAdminUser(target)) return "Only a super admin can change an admin's role.";
  if (newRole !== 'user') return 'Only a super admin can make admins.';
  return null;
}

export function whyCannotDeleteUser(actor: Actor, target: Target): string | null {
  if (!isAdminUser(actor)) return 'Admin access required';
  if (actor.id === target.id) return 'You cannot delete your own account from the admin tools.';
  if (isAdminUser(target) && !isSuperAdminUser(actor)) return 'Only a super admin can delete an admin.';
  return null;
}

/** Ending an account's access is as serious as deleting it: the same rule, worded for it; a super admin's account is never suspended (there must always be one who can act). */
export function whyCannotSetStatus(actor: Actor, target: Target): string | null {
  if (!isAdminUser(actor)) return 'Admin access required';
  if (actor.id === target.id) return 'You cannot change your own status.';
  if (isSuperAdminUser(target)) return "A super admin's status cannot be changed. Make them an admin first.";
  if (isAdminUser(target) && !isSuperAdminUser(actor)) return "Only a super admin can change an admin's status.";
  return null;
}
