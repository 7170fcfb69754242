import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/constants/roles';
import { auditEntries, createRoleTrio, createUser, reloadUser, type TestUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ superAdmin, admin, plain } = await createRoleTrio(t));
});
afterAll(() => t.close());

/** Calls `name` and checks it was refused with `status` (and `message`), leaving the target row and audit log as they were. */
async function expectRefused(
  client: TestClient,
  name: string,
  data: Record<string, unknown>,
  targetId: string,
  status: number,
  message?: string,
): Promise<void> {
  const before = await reloadUser(t, targetId);
  const audits = (await auditEntries(t, targetId)).length;
  const answer = await client.call(name, data);
  expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(status);
  if (message) expect(answer.error?.message).toBe(message);
  expect(await reloadUser(t, targetId)).toEqual(before);
  expect(await auditEntries(t, targetId)).toHaveLength(audits);
}

describe('checkAdminStatus', () => {
  it('answers for the caller: signed out, user, admin, super admin', async () => {
    expect((await t.client().call('checkAdminStatus')).result).toEqual({ isAdmin: false, isSuperAdmin: false });
    expect((await plain.client.call('checkAdminStatus')).result).toEqual({ isAdmin: false, isSuperAdmin: false });
    expect((await admin.client.call('checkAdminStatus')).result).toEqual({ isAdmin: true, isSuperAdmin: false });
    expect((await superAdmin.client.call('checkAdminStatus')).result).toEqual({ isAdmin: true, isSuperAdmin: true });
  });

  it('answers about another uid (roles are public, as on profiles); unknown uids are not admins', async () => {
    for (const client of [t.client(), plain.client, admin.client]) {
      expect((await client.call('checkAdminStatus', { uid: superAdmin.user.id })).result).toEqual({ isAdmin: true, isSuperAdmin: true });
      expect((await client.call('checkAdminStatus', { uid: plain.user.id })).result).toEqual({ isAdmin: false, isSuperAdmin: false });
      expect((await client.call('checkAdminStatus', { uid: 'no-such-user' })).result).toEqual({ isAdmin: false, isSuperAdmin: false });
    }
    // Asking about yourself by uid is the same as asking without one.
    expect((await admin.client.call('checkAdminStatus', { uid: admin.user.id })).result).toEqual({ isAdmin: true, isSuperAdmin: false });
  });

  it('refuses a bad uid with a 400 naming uid', async () => {
    const answer = await t.client().call('checkAdminStatus', { uid: '' });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/^uid: /);
  });
});

describe('updateUserRole', () => {
  it('needs a signed-in admin', async () => {
    await expectRefused(t.client(), 'updateUserRole', { userId: plain.user.id, newRole: 'admin' }, plain.user.id, 401, 'User not authenticated');
    const other = await createUser(t);
    await expectRefused(other.client, 'updateUserRole', { userId: plain.user.id, newRole: 'admin' }, plain.user.id, 403, 'Admin access required');
    await expectRefused(plain.client, 'updateUserRole', { userId: plain.user.id, newRole: 'admin' }, plain.user.id, 403);
  });

  it('lets an admin set a plain user to user, with one audit entry', async () => {
    const target = await createUser(t);
    const answer = await admin.client.call('updateUserRole', { userId: target.user.id, newRole: 'user' });
    expect(answer).toMatchObject({ status: 200, result: { success: true, role: 'user', isAdmin: false } });
    const audits = await auditEntries(t, target.user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.user.id, action: 'user.role.update', targetType: 'user', targetId: target.user.id });
  });

  it('refuses an admin making admins or touching admins and super admins', async () => {
    const target = await createUser(t);
    const otherAdmin = await createUser(t, { role: 'admin' });
    const call = (userId: string, newRole: Role) => ({ userId, newRole });
    await expectRefused(admin.client, 'updateUserRole', call(target.user.id, 'admin'), target.user.id, 403, 'Only a super admin can make admins.');
    await expectRefused(admin.client, 'updateUserRole', call(target.user.id, 'super_admin'), target.user.id, 403);
    await expectRefused(admin.client, 'updateUserRole', call(otherAdmin.user.id, 'user'), otherAdmin.user.id, 403, "Only a super admin can change an admin's role.");
    await expectRefused(admin.client, 'updateUserRole', call(superAdmin.user.id, 'user'), superAdmin.user.id, 403);
  });

  it('lets a super admin make and unmake admins; the change applies to open sessions at once', async () => {
    const target = await createUser(t);
    const made = await superAdmin.client.call('updateUserRole', { userId: target.user.id, newRole: 'admin' });
    expect(made).toMatchObject({ status: 200, result: { role: 'admin', isAdmin: true } });
    expect(await reloadUser(t, target.user.id)).toMatchObject({ role: 'admin', isAdmin: true });
    expect((await target.client.call('listUsers', { limit: 1 })).status).toBe(200);

    const unmade = await superAdmin.client.call('updateUserRole', { userId: target.user.id, newRole: 'user' });
    expect(unmade).toMatchObject({ status: 200, result: { role: 'user', isAdmin: false } });
    expect((await target.client.call('listUsers', { limit: 1 })).status).toBe(403);

    const audits = await auditEntries(t, target.user.id);
    expect(audits.map((a) => [a.actorId, a.action])).toEqual([
      [superAdmin.user.id, 'user.role.update'],
      [superAdmin.user.id, 'user.role.update'],
    ]);
    expect(audits[0]?.details).toEqual({ before: { role: 'user', isAdmin: false }, after: { role: 'admin', isAdmin: true } });
  });

  it('lets nobody change their own role', async () => {
    await expectRefused(admin.client, 'updateUserRole', { userId: admin.user.id, newRole: 'super_admin' }, admin.user.id, 403, 'You cannot change your own role.');
    await expectRefused(superAdmin.client, 'updateUserRole', { userId: superAdmin.user.id, newRole: 'user' }, superAdmin.user.id, 403, 'You cannot change your own role.');
  });

  it("answers 404 'User not found' for an unknown user", async () => {
    const answer = await superAdmin.client.call('updateUserRole', { userId: 'no-such-user', newRole: 'user' });
    expect(answer).toMatchObject({ status: 404, error: { message: 'User not found' } });
    expect(await auditEntries(t, 'no-such-user')).toHaveLength(0);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: plain.user.id, newRole: 'god' }, 'newRole'],
      [{ userId: plain.user.id }, 'newRole'],
      [{ newRole: 'user' }, 'userId'],
      [{ userId: '', newRole: 'user' }, 'userId'],
    ];
    for (const [data, field] of cases) {
      const answer = await superAdmin.client.call('updateUserRole', data);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await reloadUser(t, plain.user.id)).toMatchObject({ role: 'user', isAdmin: false });
  });
});

describe('setUserAsAdmin', () => {
  it('needs a signed-in admin', async () => {
    await expectRefused(t.client(), 'setUserAsAdmin', { userId: plain.user.id }, plain.user.id, 401);
    await expectRefused(plain.client, 'setUserAsAdmin', { userId: plain.user.id }, plain.user.id, 403, 'Admin access required');
  });

  it('refuses an admin granting admin or revoking another admin', async () => {
    const target = await createUser(t);
    const otherAdmin = await createUser(t, { role: 'admin' });
    await expectRefused(admin.client, 'setUserAsAdmin', { userId: target.user.id }, target.user.id, 403, 'Only a super admin can make admins.');
    await expectRefused(admin.client, 'setUserAsAdmin', { userId: otherAdmin.user.id, isAdmin: false }, otherAdmin.user.id, 403);
    await expectRefused(admin.client, 'setUserAsAdmin', { userId: superAdmin.user.id, isAdmin: false }, superAdmin.user.id, 403);
  });

  it('lets an admin set isAdmin false on a plain user (a no-op), with an audit entry', async () => {
    const target = await createUser(t);
    const answer = await admin.client.call('setUserAsAdmin', { userId: target.user.id, isAdmin: false });
    expect(answer).toMatchObject({ status: 200, result: { role: 'user', isAdmin: false } });
    expect(await auditEntries(t, target.user.id)).toMatchObject([{ actorId: admin.user.id, action: 'user.admin.revoke' }]);
  });

  it('lets a super admin grant (isAdmin defaults to true) and revoke admin, one audit entry each', async () => {
    const target = await createUser(t);
    const granted = await superAdmin.client.call('setUserAsAdmin', { userId: target.user.id });
    expect(granted).toMatchObject({ status: 200, result: { success: true, role: 'admin', isAdmin: true } });
    expect((await target.client.call('checkAdminStatus')).result).toEqual({ isAdmin: true, isSuperAdmin: false });
    const revoked = await superAdmin.client.call('setUserAsAdmin', { userId: target.user.id, isAdmin: false });
    expect(revoked).toMatchObject({ status: 200, result: { role: 'user', isAdmin: false } });
    expect(await reloadUser(t, target.user.id)).toMatchObject({ role: 'user', isAdmin: false });
    const audits = await auditEntries(t, target.user.id);
    expect(audits.map((a) => [a.actorId, a.action, a.targetId])).toEqual([
      [superAdmin.user.id, 'user.admin.grant', target.user.id],
      [superAdmin.user.id, 'user.admin.revoke', target.user.id],
    ]);
  });

  it('lets nobody change their own admin flag', async () => {
    await expectRefused(admin.client, 'setUserAsAdmin', { userId: admin.user.id, isAdmin: false }, admin.user.id, 403, 'You cannot change your own role.');
    await expectRefused(superAdmin.client, 'setUserAsAdmin', { userId: superAdmin.user.id, isAdmin: false }, superAdmin.user.id, 403);
  });

  it("answers 404 'User not found' for an unknown user, and 400 naming the field for bad input", async () => {
    expect(await superAdmin.client.call('setUserAsAdmin', { userId: 'no-such-user' })).toMatchObject({
      status: 404,
      error: { message: 'User not found' },
    });
    const badFlag = await superAdmin.client.call('setUserAsAdmin', { userId: plain.user.id, isAdmin: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.error?.message).toMatch(/^isAdmin: /);
    const noUser = await superAdmin.client.call('setUserAsAdmin', { isAdmin: true });
    expect(noUser.status).toBe(400);
    expect(noUser.error?.message).toMatch(/^userId: /);
    expect(await reloadUser(t, plain.user.id)).toMatchObject({ role: 'user', isAdmin: false });
  });
});
