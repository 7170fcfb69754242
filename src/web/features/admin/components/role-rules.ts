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

/** What the change does for the person, said in the confirmation before it is sent. */
export function roleChangeEffect(from: Role, to: Role): string {
  if (to === 'user') return 'They lose the admin tools.';
  if (from === 'user') return to === 'super_admin' ? 'They get every admin tool, including managing other admins.' : 'They get the admin tools: reports, users, analytics and more.';
  return to === 'super_admin' ? 'They can then also manage other admins.' : 'They keep the admin tools but can no longer manage other admins.';
}

export function whyDeleteLocked(actor: Person, target: Person): string | null {
  if (actor.uid === target.uid) return 'You cannot delete your own account from the admin tools.';
  if (!isSuperAdminUser(actor) && isAdminUser(target)) return 'Only a super admin can delete an admin.';
  return null;
}
