import { describe, expect, it } from 'vitest';
import type { Role } from '../constants/roles';
import { whyCannotChangeRole, whyCannotDeleteUser, whyCannotSetStatus, type AdminRulesPerson } from './admin-user-rules';

const person = (id: string, role: Role, isAdmin = role !== 'user'): AdminRulesPerson => ({ id, role, isAdmin });
const member = person('m', 'user');
const admin = person('a', 'admin');
const otherAdmin = person('a2', 'admin');
const flaggedAdmin = person('f', 'user', true);
const superAdmin = person('s', 'super_admin');
const otherSuper = person('s2', 'super_admin');

describe('who may change whose role, account and status (SPEC §6, stricter)', () => {
  it('lets only admins act, never on themselves', () => {
    expect(whyCannotChangeRole(member, otherAdmin, 'user')).toBe('Admin access required');
    expect(whyCannotDeleteUser(member, admin)).toBe('Admin access required');
    expect(whyCannotSetStatus(member, admin)).toBe('Admin access required');
    expect(whyCannotChangeRole(superAdmin, superAdmin, 'user')).toBe('You cannot change your own role.');
    expect(whyCannotDeleteUser(admin, admin)).toBe('You cannot delete your own account from the admin tools.');
    expect(whyCannotSetStatus(admin, admin)).toBe('You cannot change your own status.');
  });

  it('keeps admins, however flagged, to a super admin', () => {
    expect(whyCannotChangeRole(admin, otherAdmin, 'user')).toBe("Only a super admin can change an admin's role.");
    expect(whyCannotChangeRole(admin, flaggedAdmin, 'user')).toBe("Only a super admin can change an admin's role.");
    expect(whyCannotChangeRole(admin, member, 'admin')).toBe('Only a super admin can make admins.');
    expect(whyCannotChangeRole(flaggedAdmin, member, 'super_admin')).toBe('Only a super admin can make admins.');
    expect(whyCannotChangeRole(admin, member, 'user')).toBeNull();
    expect(whyCannotChangeRole(superAdmin, otherAdmin, 'super_admin')).toBeNull();
    expect(whyCannotChangeRole(superAdmin, otherSuper, 'admin')).toBeNull();
    expect(whyCannotDeleteUser(admin, flaggedAdmin)).toBe('Only a super admin can delete an admin.');
    expect(whyCannotDeleteUser(superAdmin, otherAdmin)).toBeNull();
    expect(whyCannotDeleteUser(admin, member)).toBeNull();
  });

  it('never pauses a super admin, and leaves admins to a super admin', () => {
    expect(whyCannotSetStatus(superAdmin, otherSuper)).toBe("A super admin's status cannot be changed. Make them an admin first.");
    expect(whyCannotSetStatus(admin, otherAdmin)).toBe("Only a super admin can change an admin's status.");
    expect(whyCannotSetStatus(superAdmin, otherAdmin)).toBeNull();
    expect(whyCannotSetStatus(admin, member)).toBeNull();
  });
});
