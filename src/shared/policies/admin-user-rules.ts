import { isAdminUser, isSuperAdminUser, type Role } from '../constants/roles';

/**
 * SPEC §6 with our stricter rules, in one place for the server that enforces them and the admin
 * screens that grey out what it would refuse: only a super admin creates or removes admins or touches
 * another super admin, and nobody changes their own role (so no call can make its caller an admin).
 * Each returns why the action is refused, or null when it is allowed.
 */
export type AdminRulesPerson = { id: string; role: Role; isAdmin: boolean };

/** Whether this person's role may be changed at all by the actor, whatever the new role. */
export function whyCannotChangeRoleOf(actor: AdminRulesPerson, target: AdminRulesPerson): string | null {
  if (!isAdminUser(actor)) return 'Admin access required';
  if (actor.id === target.id) return 'You cannot change your own role.';
  if (!isSuperAdminUser(actor) && isAdminUser(target)) return "Only a super admin can change an admin's role.";
  return null;
}

/** Whether the actor may give anyone this role. */
export function whyCannotGiveRole(actor: AdminRulesPerson, role: Role): string | null {
  return !isSuperAdminUser(actor) && role !== 'user' ? 'Only a super admin can make admins.' : null;
}

export function whyCannotChangeRole(actor: AdminRulesPerson, target: AdminRulesPerson, newRole: Role): string | null {
  return whyCannotChangeRoleOf(actor, target) ?? whyCannotGiveRole(actor, newRole);
}

export function whyCannotDeleteUser(actor: AdminRulesPerson, target: AdminRulesPerson): string | null {
  if (!isAdminUser(actor)) return 'Admin access required';
  if (actor.id === target.id) return 'You cannot delete your own account from the admin tools.';
  if (isAdminUser(target) && !isSuperAdminUser(actor)) return 'Only a super admin can delete an admin.';
  return null;
}

/** Ending an account's access is as serious as deleting it: the same rule, worded for it; a super admin's account is never suspended (there must always be one who can act). */
export function whyCannotSetStatus(actor: AdminRulesPerson, target: AdminRulesPerson): string | null {
  if (!isAdminUser(actor)) return 'Admin access required';
  if (actor.id === target.id) return 'You cannot change your own status.';
  if (isSuperAdminUser(target)) return "A super admin's status cannot be changed. Make them an admin first.";
  if (isAdminUser(target) && !isSuperAdminUser(actor)) return "Only a super admin can change an admin's status.";
  return null;
}
