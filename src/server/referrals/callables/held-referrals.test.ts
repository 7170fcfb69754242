import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, referrals, signIns } from '../../db/schema';
import { accountBalance, creatorEarnings } from '../../money';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { payReferralRewards } from '../pay-referral-rewards';

let t: TestApp;
let referrer: TestUser;
let other: TestUser;
let admin: TestUser;
let held: TestUser;
let counted: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: referrer, other, admin } = await createOwnerOtherAdmin(t));
  const code = (await referrer.client.call('generateReferralCode', {})).result.code;
  await t.services.db.insert(signIns).values({ id: 'si-referrer', userId: referrer.user.id, deviceKey: 'one-phone', ipAddress: '192.0.2.9', method: 'email' });
  held = await createUser(t, { name: 'Second Account' });
  await t.services.db.insert(signIns).values({ id: 'si-held', userId: held.user.id, deviceKey: 'one-phone', ipAddress: '192.0.2.10', method: 'email' });
  counted = await createUser(t, { name: 'Real Friend' });
  for (const friend of [held, counted]) expect((await friend.client.call('processReferralSignup', { referralCode: code, newUserId: friend.user.id })).status).toBe(200);
});
afterAll(async () => t?.close());

const statusOf = async (friendId: string) => (await t.services.db.select({ status: referrals.status }).from(referrals).where(eq(referrals.friendId, friendId)))[0]?.status;

describe('held referrals', () => {
  it('are listed to admins only, with both members and the signals seen', async () => {
    const listed = await admin.client.call('listHeldReferrals', {});
    expect(listed.status).toBe(200);
    expect(listed.result.referrals).toMatchObject([{ friend: { id: held.user.id, name: 'Second Account' }, referrer: { id: referrer.user.id }, signals: ['same_device'] }]);
    expect(listed.result.nextCursor).toBeNull();
    expect((await t.client().call('listHeldReferrals', {})).status).toBe(401);
    for (const member of [referrer, other, held]) expect((await member.client.call('listHeldReferrals', {})).status).toBe(403);
    expect((await admin.client.call('listHeldReferrals', { cursor: 'nonsense' })).status).toBe(400);
  });

  it('refuses everyone but admins, and bad answers in a sentence, writing nothing', async () => {
    const answer = { friendId: held.user.id, approve: true };
    expect((await t.client().call('reviewReferral', answer)).status).toBe(401);
    for (const member of [referrer, other, held]) expect((await member.client.call('reviewReferral', answer)).status).toBe(403);
    const bad: [unknown, number, string][] = [
      [{ friendId: held.user.id, approve: false }, 400, 'reason: say why you are declining this referral'],
      [{ friendId: held.user.id, approve: 'yes' }, 400, 'approve: must be true or false'],
      [{ friendId: '', approve: true }, 400, 'friendId is required'],
      [{ friendId: held.user.id, approve: false, reason: 'x'.repeat(501) }, 400, 'reason: at most 500 characters'],
      [{ friendId: 'nobody', approve: true }, 404, 'friendId: no referral for this member'],
      [{ friendId: counted.user.id, approve: false, reason: 'Looks fine' }, 400, 'friendId: this referral is counted, not held; only a held referral can be answered'],
    ];
    for (const [input, status, message] of bad) {
      const result = await admin.client.call('reviewReferral', input);
      expect([result.status, result.error?.message], JSON.stringify(input)).toEqual([status, `Failed to review referral: ${message}`]);
    }
    expect([await statusOf(held.user.id), await statusOf(counted.user.id)]).toEqual(['held', 'counted']);
  });

  it('approved, it is paid what the friend already reached, and audited; it cannot be answered twice', async () => {
    await insertModelRow(t, held.user.id);
    expect(await payReferralRewards(t.services.db, t.services.jobs)).toBe(0);
    const approved = await admin.client.call('reviewReferral', { friendId: held.user.id, approve: true });
    expect(approved.result).toEqual({ success: true, friendId: held.user.id, status: 'approved' });
    expect(await payReferralRewards(t.services.db, t.services.jobs)).toBe(2);
    expect(await accountBalance(t.services.db, creatorEarnings('live', held.user.id))).toBe(2_500);
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, held.user.id));
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'referral.approve' });
    expect((await admin.client.call('reviewReferral', { friendId: held.user.id, approve: false, reason: 'Changed my mind' })).status).toBe(400);
    expect((await admin.client.call('listHeldReferrals', {})).result.referrals).toEqual([]);
  });

  it('declined, it never earns', async () => {
    const code = (await other.client.call('generateReferralCode', {})).result.code;
    await t.services.db.insert(signIns).values({ id: 'si-other', userId: other.user.id, deviceKey: 'other-phone', ipAddress: '192.0.2.20', method: 'email' });
    const farmed = await createUser(t);
    await t.services.db.insert(signIns).values({ id: 'si-farmed', userId: farmed.user.id, deviceKey: 'other-phone', ipAddress: '192.0.2.21', method: 'email' });
    expect((await farmed.client.call('processReferralSignup', { referralCode: code, newUserId: farmed.user.id })).result.referral.status).toBe('held');
    const declined = await admin.client.call('reviewReferral', { friendId: farmed.user.id, approve: false, reason: 'One person, two accounts' });
    expect(declined.result.status).toBe('declined');
    await insertModelRow(t, farmed.user.id);
    expect(await payReferralRewards(t.services.db, t.services.jobs)).toBe(0);
    expect(await accountBalance(t.services.db, creatorEarnings('live', other.user.id))).toBe(0);
  });
});
