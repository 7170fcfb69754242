import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, referrals, signIns, users } from '../db/schema';
import { accountBalance, creatorEarnings } from '../money';
import { platformExpenses } from '../money/ledger-accounts';
import { reconcileLedger } from '../money/reconcile-ledger';
import { insertModelRow } from '../test/discovery-factories';
import { createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { payReferralRewards } from './pay-referral-rewards';

let t: TestApp;
let referrer: TestUser;
let code: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  referrer = await createUser(t, { name: 'Asha Referrer' });
  code = (await referrer.client.call('generateReferralCode', {})).result.code;
});
afterAll(async () => t?.close());

const live = (userId: string) => accountBalance(t.services.db, creatorEarnings('live', userId));
const expenses = () => accountBalance(t.services.db, platformExpenses());
const pay = () => payReferralRewards(t.services.db, t.services.jobs);

async function referredFriend(name: string): Promise<TestUser> {
  const friend = await createUser(t, { name });
  const answer = await friend.client.call('processReferralSignup', { referralCode: code, newUserId: friend.user.id });
  expect(answer.status).toBe(200);
  return friend;
}

describe('referral rewards', () => {
  it('pays ₹25 to both at the friend’s first public model, once however often or concurrently it runs, from the platform’s expenses', async () => {
    const friend = await referredFriend('Kavya Friend');
    await insertModelRow(t, friend.user.id, { visibility: 'private' });
    expect(await pay()).toBe(0);
    const [before, expensesBefore] = [await live(referrer.user.id), await expenses()];
    await insertModelRow(t, friend.user.id, { title: 'Temple bell' });
    const runs = await Promise.all([pay(), pay(), pay()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await pay()).toBe(0);
    expect(await live(friend.user.id)).toBe(2_500);
    expect((await live(referrer.user.id)) - before).toBe(2_500);
    expect((await expenses()) - expensesBefore).toBe(5_000);
    expect((await reconcileLedger(t.services.db)).balanced).toBe(true);
    // In the balance and shown apart, never counted as tips (nor as the tiers' "real money from tips").
    const earnings = await friend.client.call('getCreatorEarnings', { timeRange: 'all' });
    expect(earnings.result.summary).toMatchObject({ totalEarnings: 0, referralRewards: 2_500, availableBalance: 2_500 });
    expect(earnings.result.testSummary).toMatchObject({ referralRewards: 0 });
    const week = await friend.client.call('getCreatorEarnings', { timeRange: '7d' });
    expect(week.result.summary).toMatchObject({ totalEarnings: 0, referralRewards: 2_500 });
    expect((await friend.client.call('getCreatorTier', {})).result.creatorTier.inputs.earningsPaise).toBe(0);

    await t.drainJobs();
    const told = await t.services.db.select().from(notifications).where(eq(notifications.type, 'referral_reward'));
    expect(told.map((n) => [n.recipientId, n.message]).sort()).toEqual(
      [
        [friend.user.id, 'You earned ₹25 for joining with Asha Referrer’s invitation and publishing your first model'],
        [referrer.user.id, 'Kavya Friend, who joined with your invitation, published their first model: you earned ₹25'],
      ].sort(),
    );
  });

  it('pays the referrer ₹50 at 100 of the friend’s downloads and ₹100 at 1,000, never the friend', async () => {
    const friend = await referredFriend('Ravi Downloads');
    const before = await live(referrer.user.id);
    await t.services.db.update(users).set({ totalDownloads: 99 }).where(eq(users.id, friend.user.id));
    expect(await pay()).toBe(0);
    await t.services.db.update(users).set({ totalDownloads: 100 }).where(eq(users.id, friend.user.id));
    expect(await pay()).toBe(1);
    expect((await live(referrer.user.id)) - before).toBe(5_000);
    // Straight past 1,000 pays the one still due.
    await t.services.db.update(users).set({ totalDownloads: 1_500 }).where(eq(users.id, friend.user.id));
    expect(await pay()).toBe(1);
    expect((await live(referrer.user.id)) - before).toBe(15_000);
    expect(await live(friend.user.id)).toBe(0);
    await t.drainJobs();
    const [notice] = await t.services.db.select().from(notifications).where(sql`${notifications.recipientId} = ${referrer.user.id} and ${notifications.message} like '%1,000 downloads%'`);
    expect(notice?.message).toBe('Ravi Downloads’s models reached 1,000 downloads: you earned ₹100 for inviting them');
  });

  it('pays nothing on a held referral until an admin approves it, nothing on a declined one, and nothing while either account is not active', async () => {
    await t.services.db.insert(signIns).values({ id: 'si-ref-phone', userId: referrer.user.id, deviceKey: 'shared-phone', ipAddress: '192.0.2.1', method: 'email' });
    const held = await createUser(t);
    await t.services.db.insert(signIns).values({ id: 'si-held-phone', userId: held.user.id, deviceKey: 'shared-phone', ipAddress: '192.0.2.2', method: 'email' });
    expect((await held.client.call('processReferralSignup', { referralCode: code, newUserId: held.user.id })).result.referral.status).toBe('held');
    const declined = await referredFriend('Declined Friend');
    await t.services.db.update(referrals).set({ status: 'declined' }).where(eq(referrals.friendId, declined.user.id));
    const banned = await referredFriend('Banned Friend');
    await t.services.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.user.id));
    for (const friend of [held, declined, banned]) await insertModelRow(t, friend.user.id);
    expect(await pay()).toBe(0);
    for (const friend of [held, declined, banned]) expect(await live(friend.user.id)).toBe(0);

    await t.services.db.update(referrals).set({ status: 'approved' }).where(eq(referrals.friendId, held.user.id));
    expect(await pay()).toBe(2);
    expect(await live(held.user.id)).toBe(2_500);
    expect((await reconcileLedger(t.services.db)).balanced).toBe(true);
  });
});

describe('listMyReferrals', () => {
  it('shows the referrer their friends newest first, each one’s progress and what the ledger paid for them; to no one else', async () => {
    const mine = await referrer.client.call('listMyReferrals', {});
    expect(mine.status).toBe(200);
    const { code: shown, link, totals, friends, nextCursor } = mine.result;
    expect([shown, link]).toEqual([code, `${t.services.config.publicUrl}/signup?ref=${code}`]);
    // Kavya, Ravi, Declined, Banned and the approved one; 25 + 50 + 100 + 25 paid in all.
    expect(totals).toEqual({ friends: 5, earned: 20_000 });
    expect(nextCursor).toBeNull();
    expect(friends.map((f: { name: string }) => f.name).slice(-2)).toEqual(['Ravi Downloads', 'Kavya Friend']);
    const ravi = friends.find((f: { name: string }) => f.name === 'Ravi Downloads');
    expect(ravi).toMatchObject({ status: 'counted', published: false, downloads: 1_500 });
    expect(ravi.rewards.map((r: { reward: string; amount: number }) => [r.reward, r.amount])).toEqual([
      ['downloads_100', 5_000],
      ['downloads_1000', 10_000],
    ]);
    const kavya = friends.find((f: { name: string }) => f.name === 'Kavya Friend');
    expect(kavya).toMatchObject({ published: true, rewards: [{ reward: 'first_model', amount: 2_500 }] });
    expect(friends.find((f: { name: string }) => f.name === 'Declined Friend')).toMatchObject({ status: 'declined', rewards: [] });

    // A friend sees only their own (empty) list and their own code; the signed out nothing.
    const stranger = await createUser(t);
    const theirs = await stranger.client.call('listMyReferrals', {});
    expect([theirs.result.totals, theirs.result.friends]).toEqual([{ friends: 0, earned: 0 }, []]);
    expect(theirs.result.code).not.toBe(code);
    expect((await t.client().call('listMyReferrals', {})).status).toBe(401);
    for (const input of [{ cursor: 'not-a-cursor' }, { cursor: 'x'.repeat(201) }, { userId: referrer.user.id }]) {
      const bad = await stranger.client.call('listMyReferrals', input);
      expect(bad.status, JSON.stringify(input)).toBe(400);
    }
  });
});
