import { isAdminUser, isSuperAdminUser, type Role } from '../../../../shared/constants/roles';

type Person = { uid: string; role: Role; isAdmin: boolean };

export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin', super_admin: 'Super admin' };

/**
 * The server's rules (policies/users.ts), mirrored only to grey out what would be refused.
 * The server decides; these return the reason it would give, or null.
 */
export function whyRoleLocked(actor: Person, target: Person): string | null {
  if (actor.uid === target.uid) return 'You cannot change your own role.';
  if (!isSuperAdminUser(actor) && isAdminUser(target)) return "Only a super admin can change an admin's role.";
  return null;
}

export function whyRoleOptionLocked(actor: Person, role: Role): string | null {
  return !isSuperAdminUser(actor) && role !== 'user' ? 'Only a super admin can make admins.' : null;
}

export function whyDeleteLocked(actor: Person, target: Person): string | null {
  if (actor.uid === target.uid) return 'You cannot delete your own account from the admin tools.';
  if (!isSuperAdminUser(actor) && isAdminUser(target)) return 'Only a super admin can delete an admin.';
  return null;
}
