import { describe, expect, it } from 'vitest';
import { needsReason, statusQuestion, storedStatusOf, whyStatusLocked } from './status-rules';

const superAdmin = { uid: 's', role: 'super_admin' as const, isAdmin: true };
const admin = { uid: 'a', role: 'admin' as const, isAdmin: true };
const member = { uid: 'm', role: 'user' as const, isAdmin: false };

describe('the user status control', () => {
  it('sets an unverified (pending) account as active', () => {
    expect(storedStatusOf('pending')).toBe('active');
    expect(storedStatusOf('banned')).toBe('banned');
  });

  it('asks a reason to ban or deactivate, none to reactivate', () => {
    expect(needsReason('banned')).toBe(true);
    expect(needsReason('inactive')).toBe(true);
    expect(needsReason('active')).toBe(false);
    expect(statusQuestion('inactive', 'Kavya')).toBe('Make Kavya inactive?');
  });

  it('greys out what the server refuses', () => {
    expect(whyStatusLocked(admin, member)).toBeNull();
    expect(whyStatusLocked(superAdmin, admin)).toBeNull();
    expect(whyStatusLocked(admin, admin)).toMatch(/own status/);
    expect(whyStatusLocked(admin, { ...admin, uid: 'b' })).toMatch(/Only a super admin/);
    expect(whyStatusLocked(superAdmin, { ...superAdmin, uid: 't' })).toMatch(/super admin's status/);
  });
});
