import type { Role } from '../../../../shared/constants/roles';
import { whyCannotChangeRoleOf, whyCannotDeleteUser, whyCannotGiveRole } from '../../../../shared/policies/admin-user-rules';

type Person = { uid: string; role: Role; isAdmin: boolean };

export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin', super_admin: 'Super admin' };

const withId = (person: Person) => ({ ...person, id: person.uid });

/**
 * The server's own rules (shared/policies/admin-user-rules.ts), used here only to grey out what it
 * would refuse. The server decides; these return the reason it would give, or null.
 */
export function whyRoleLocked(actor: Person, target: Person): string | null {
  return whyCannotChangeRoleOf(withId(actor), withId(target));
}

export function whyRoleOptionLocked(actor: Person, role: Role): string | null {
  return whyCannotGiveRole(withId(actor), role);
}

/** What the change does for the person, said in the confirmation before it is sent. */
export function roleChangeEffect(from: Role, to: Role): string {
  if (to === 'user') return 'They lose the admin tools.';
  if (from === 'user') return to === 'super_admin' ? 'They get every admin tool, including managing other admins.' : 'They get the admin tools: reports, users, analytics and more.';
  return to === 'super_admin' ? 'They can then also manage other admins.' : 'They keep the admin tools but can no longer manage other admins.';
}

export function whyDeleteLocked(actor: Person, target: Person): string | null {
  return whyCannotDeleteUser(withId(actor), withId(target));
}
