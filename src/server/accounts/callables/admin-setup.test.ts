import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { auditEntries, createUser, reloadUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function superAdminIds(app: TestApp): Promise<string[]> {
  const rows = await app.services.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin'));
  return rows.map((r) => r.id);
}

describe('getSetupStatus', () => {
  it('says a fresh site needs setup, to anyone, and refuses a non-object payload', async () => {
    expect(await t.client().call('getSetupStatus')).toMatchObject({ status: 200, result: { needsSetup: true } });
    const user = await createUser(t);
    expect((await user.client.call('getSetupStatus')).result).toEqual({ needsSetup: true });
    expect((await t.client().call('getSetupStatus', 'please')).status).toBe(400);
  });
});

describe('completeAdminSetup', () => {
  it('needs a signed-in user and changes nothing without one', async () => {
    expect(await t.client().call('completeAdminSetup')).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await superAdminIds(t)).toEqual([]);
    expect((await t.client().call('getSetupStatus')).result).toEqual({ needsSetup: true });
  });

  it('refuses a non-object payload with a 400 and changes nothing', async () => {
    const user = await createUser(t);
    expect((await user.client.call('completeAdminSetup', 42)).status).toBe(400);
    expect(await reloadUser(t, user.user.id)).toMatchObject({ role: 'user', isAdmin: false });
  });

  it('makes the first caller super admin, once; a second user, even an admin, gets 409 and stays as they were', async () => {
    const first = await createUser(t);
    const answer = await first.client.call('completeAdminSetup');
    expect(answer).toMatchObject({ status: 200, result: { success: true, role: 'super_admin' } });
    expect(await reloadUser(t, first.user.id)).toMatchObject({ role: 'super_admin', isAdmin: true });
    expect((await first.client.call('checkAdminStatus')).result).toEqual({ isAdmin: true, isSuperAdmin: true });
    expect(await auditEntries(t, first.user.id)).toMatchObject([{ actorId: first.user.id, action: 'setup.super_admin', targetType: 'user' }]);
    expect((await t.client().call('getSetupStatus')).result).toEqual({ needsSetup: false });

    const second = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    for (const late of [second, admin, first]) {
      const before = await reloadUser(t, late.user.id);
      const refused = await late.client.call('completeAdminSetup');
      expect(refused).toMatchObject({ status: 409, error: { code: 'already-exists' } });
      expect(await reloadUser(t, late.user.id)).toEqual(before);
    }
    expect(await superAdminIds(t)).toEqual([first.user.id]);
    expect(await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'setup.super_admin'))).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous callers win', async () => {
    const race = await createTestApp();
    try {
      const callers = await Promise.all([createUser(race), createUser(race), createUser(race)]);
      const answers = await Promise.all(callers.map((c) => c.client.call('completeAdminSetup')));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const winner = callers[answers.findIndex((a) => a.status === 200)]!;
      expect(await superAdminIds(race)).toEqual([winner.user.id]);
      for (const caller of callers.filter((c) => c !== winner)) {
        expect(await reloadUser(race, caller.user.id)).toMatchObject({ role: 'user', isAdmin: false });
      }
      expect(await race.services.db.select().from(auditLog).where(eq(auditLog.action, 'setup.super_admin'))).toHaveLength(1);
    } finally {
      await race.close();
    }
  });
});
