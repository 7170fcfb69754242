import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REFUSED } from '../../../shared/constants/user-status';
import { mailOutbox, sessions } from '../../db/schema';
import { auditEntries, createRoleTrio, createUser, reloadUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 3: ORIGINAL-FACTS's statuses; inactive and banned accounts are signed out at once and cannot sign in.
let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ superAdmin, admin, plain } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

const FAILED = 'Failed to update user status';
const sessionCount = async (userId: string) => (await t.services.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
const statusMails = (email: string) => t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'account-status')));

describe('setUserStatus', () => {
  it('bans: every session ends at once, password and e-mail-code sign-ins are refused, the person is e-mailed, and it is audited; active again lets them in', async () => {
    const person = await createUser(t, { verified: true });
    const secondDevice = t.client();
    expect((await secondDevice.postJson('/api/auth/sign-in/email', { email: person.email, password: person.password })).status).toBe(200);
    expect(await sessionCount(person.user.id)).toBe(2);

    const answer = await admin.client.call('setUserStatus', { userId: person.user.id, status: 'banned', reason: 'Selling stolen designs' });
    expect(answer.result).toEqual({ success: true, status: 'banned', sessionsEnded: 2 });
    expect(await sessionCount(person.user.id)).toBe(0);
    expect((await person.client.call('getMyAccount')).status).toBe(401);
    expect((await secondDevice.call('getMyAccount')).status).toBe(401);

    const password = await t.client().postJson('/api/auth/sign-in/email', { email: person.email, password: person.password });
    expect([password.status, password.body.message]).toEqual([403, SIGN_IN_REFUSED.banned]);
    const visitor = t.client();
    expect((await visitor.call('generateOTP', { email: person.email, type: 'login' })).status).toBe(200);
    const code = await visitor.call('verifyOTP', { email: person.email, otp: await t.lastOtp(person.email) });
    expect([code.status, code.error?.message]).toEqual([403, SIGN_IN_REFUSED.banned]);
    expect(await sessionCount(person.user.id)).toBe(0);

    const [mail] = await statusMails(person.email);
    expect(mail).toMatchObject({ subject: 'Your Meshmandi account has been banned' });
    expect(mail?.text).toContain('The reason given: Selling stolen designs');
    const [audit] = await auditEntries(t, person.user.id);
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'user.status.banned', details: { before: { status: 'active' }, after: { status: 'banned', statusReason: 'Selling stolen designs' }, sessionsEnded: 2 } });

    // The admin's list shows the status and why.
    const list = await admin.client.call('listUsers', { query: person.email });
    expect(list.result.users[0]).toMatchObject({ uid: person.user.id, status: 'banned', statusReason: 'Selling stolen designs' });

    expect((await admin.client.call('setUserStatus', { userId: person.user.id, status: 'active' })).result).toEqual({ success: true, status: 'active', sessionsEnded: 0 });
    expect((await t.client().postJson('/api/auth/sign-in/email', { email: person.email, password: person.password })).status).toBe(200);
    expect((await statusMails(person.email)).map((m) => m.subject).sort()).toEqual(['Your Meshmandi account has been banned', 'Your Meshmandi account is active again']);
  });

  it('inactive refuses sign-in with its own words; pending is an active account not yet verified', async () => {
    const person = await createUser(t);
    expect((await admin.client.call('listUsers', { query: person.email })).result.users[0].status).toBe('pending');
    await admin.client.call('setUserStatus', { userId: person.user.id, status: 'inactive' });
    const signIn = await t.client().postJson('/api/auth/sign-in/email', { email: person.email, password: person.password });
    expect([signIn.status, signIn.body.message]).toEqual([403, SIGN_IN_REFUSED.inactive]);
    expect((await reloadUser(t, person.user.id))?.statusReason).toBeNull();
  });

  it('answers per role and refuses bad input, changing nothing', async () => {
    const person = await createUser(t);
    const otherAdmin = await createUser(t, { role: 'admin' });
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { userId: person.user.id, status: 'banned' }, 401, `${FAILED}: User not authenticated`],
      [plain, { userId: person.user.id, status: 'banned' }, 403, `${FAILED}: Admin access required`],
      [person, { userId: person.user.id, status: 'active' }, 403, `${FAILED}: Admin access required`],
      [admin, { status: 'banned' }, 400, `${FAILED}: userId is required`],
      [admin, { userId: person.user.id }, 400, `${FAILED}: status: one of active, inactive, banned`],
      [admin, { userId: person.user.id, status: 'pending' }, 400, `${FAILED}: status: one of active, inactive, banned`],
      [admin, { userId: person.user.id, status: 'banned', reason: 'x'.repeat(1001) }, 400, `${FAILED}: reason: at most 1000 characters`],
      [admin, { userId: person.user.id, status: 'banned', until: 'tomorrow' }, 400, `${FAILED}: until: cannot be set here`],
      [admin, { userId: 'no-such-user', status: 'banned' }, 404, `${FAILED}: User not found`],
      [admin, { userId: admin.user.id, status: 'inactive' }, 403, `${FAILED}: You cannot change your own status.`],
      [admin, { userId: otherAdmin.user.id, status: 'banned' }, 403, `${FAILED}: Only a super admin can change an admin's status.`],
      [admin, { userId: superAdmin.user.id, status: 'banned' }, 403, `${FAILED}: A super admin's status cannot be changed. Make them an admin first.`],
      [superAdmin, { userId: superAdmin.user.id, status: 'banned' }, 403, `${FAILED}: You cannot change your own status.`],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('setUserStatus', input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([status, message]);
    }
    for (const user of [person, otherAdmin, admin, superAdmin]) expect((await reloadUser(t, user.user.id))?.status).toBe('active');
    expect(await auditEntries(t, person.user.id)).toEqual([]);
    expect((await person.client.call('getMyAccount')).status).toBe(200);
    // A super admin may suspend an admin.
    expect((await superAdmin.client.call('setUserStatus', { userId: otherAdmin.user.id, status: 'inactive' })).status).toBe(200);
  });
});
