export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC §6: admin when the role is admin or super_admin, or the isAdmin flag is set. */
export function isAdminUser(user: { role: Role; isAdmin: boolean } | null | undefined): boolean {
  return !!user && (user.role === 'admin' || user.role === 'super_admin' || user.isAdmin);
}

/** SPEC §6: super admin only for role super_admin. */
export function isSuperAdminUser(user: { role: Role } | null | undefined): boolean {
  return !!user && user.role === 'super_admin';
}
