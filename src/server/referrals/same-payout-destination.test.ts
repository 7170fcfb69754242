import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, referrals, users } from '../db/schema';
import { accountBalance, creatorEarnings } from '../money';
import { reconcileLedger } from '../money/reconcile-ledger';
import { insertModelRow } from '../test/discovery-factories';
import { createUser, type TestUser } from '../test/factories';
import { addBankDestination, addUpiDestination, askStepUpCode } from '../test/payout-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { payReferralRewards } from './pay-referral-rewards';

// Decision 085: a friend who is paid to the same UPI id or bank account as their referrer is held
// for an admin, whether the destination is added before the sign-up, after it (the consumer of
// security.payout_destination_added) or after rewards were already paid (the sweep looks again).

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  admin = await createUser(t, { role: 'admin', name: 'Arjun Admin' });
});
afterAll(async () => t?.close());

const pay = () => payReferralRewards(t.services.db, t.services.jobs);
const live = (who: TestUser) => accountBalance(t.services.db, creatorEarnings('live', who.user.id));
const referralOf = async (friend: TestUser) => (await t.services.db.select({ status: referrals.status, signals: referrals.signals }).from(referrals).where(eq(referrals.friendId, friend.user.id)))[0];
const rewardsPaidFor = async (friend: TestUser) =>
  (await t.services.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'referral_reward')))
    .map((row) => row.key)
    .filter((key) => key.startsWith(`referral:${friend.user.id}:`))
    .sort();

/** The keys of the two first-model rewards of a referral, as rewardsPaidFor lists them. */
const firstModelKeys = (friend: TestUser, referrer: TestUser) => [friend, referrer].map((who) => `referral:${friend.user.id}:first_model:${who.user.id}`).sort();

/** A UPI id added through verifyUpiVpa, as its owner adds it (with an e-mailed code), so the event is recorded. */
async function addUpi(who: TestUser, upiId: string) {
  const answer = await who.client.call('verifyUpiVpa', { upiId, code: await askStepUpCode(t, who, 'add-payout-destination') });
  expect([answer.status, answer.result?.valid]).toEqual([200, true]);
}

/** A referrer and a friend who named them, with nothing else seen. */
async function pair(name: string): Promise<{ referrer: TestUser; friend: TestUser }> {
  const referrer = await createUser(t, { name: `${name} Referrer` });
  const code = (await referrer.client.call('generateReferralCode', {})).result.code;
  const friend = await createUser(t, { name: `${name} Friend` });
  const named = await friend.client.call('processReferralSignup', { referralCode: code, newUserId: friend.user.id });
  expect(named.status).toBe(200);
  return { referrer, friend };
}

describe('the payout destination signal', () => {
  it('holds a referral when the friend adds the referrer’s UPI id, and pays nothing; the admin sees why in the queue', async () => {
    const { referrer, friend } = await pair('Shared Upi');
    await addUpi(referrer, 'asha.family@okaxis');
    await t.drainJobs();
    expect(await referralOf(friend)).toEqual({ status: 'counted', signals: [] });
    await addUpi(friend, 'Asha.Family@OKAXIS');
    await t.drainJobs();
    expect(await referralOf(friend)).toEqual({ status: 'held', signals: ['same_payout_destination'] });
    await insertModelRow(t, friend.user.id);
    expect(await pay()).toBe(0);
    expect([await live(friend), await live(referrer)]).toEqual([0, 0]);
    const queue = await admin.client.call('listHeldReferrals', {});
    expect(queue.result.referrals.find((r: { friend: { id: string } }) => r.friend.id === friend.user.id)).toMatchObject({ referrer: { id: referrer.user.id }, signals: ['same_payout_destination'] });
    // Approved with the signal seen, it is paid, and one more shared id does not hold it again.
    expect((await admin.client.call('reviewReferral', { friendId: friend.user.id, approve: true })).result.status).toBe('approved');
    expect(await pay()).toBe(2);
    await addUpi(referrer, 'asha.second@okaxis');
    await addUpi(friend, 'asha.second@okaxis');
    await t.drainJobs();
    expect(await pay()).toBe(0);
    expect(await referralOf(friend)).toEqual({ status: 'approved', signals: ['same_payout_destination'] });
    expect(await rewardsPaidFor(friend)).toEqual(firstModelKeys(friend, referrer));
  });

  it('holds it whichever of the two adds the shared destination last, and at sign-up when the friend had it already', async () => {
    const { referrer, friend } = await pair('Referrer Last');
    await addUpi(friend, 'ravi.pay@oksbi');
    await t.drainJobs();
    await addUpi(referrer, 'ravi.pay@oksbi');
    await t.drainJobs();
    expect(await referralOf(friend)).toEqual({ status: 'held', signals: ['same_payout_destination'] });

    const early = await createUser(t, { name: 'Early Payee' });
    const late = await createUser(t, { name: 'Late Friend' });
    await addUpi(early, 'early.payee@okicici');
    await addUpi(late, 'early.payee@okicici');
    await t.drainJobs();
    const code = (await early.client.call('generateReferralCode', {})).result.code;
    const named = await late.client.call('processReferralSignup', { referralCode: code, newUserId: late.user.id });
    expect(named.result.referral.status).toBe('held');
    expect(await referralOf(late)).toEqual({ status: 'held', signals: ['same_payout_destination'] });
  });

  it('pays as usual when their destinations differ', async () => {
    const { referrer, friend } = await pair('Different');
    await addUpi(referrer, 'meera.k@okaxis');
    await addUpi(friend, 'meera.friend@okaxis');
    await addBankDestination(t, friend, { accountNumber: '501000001111', ifsc: 'HDFC0001234' });
    await addBankDestination(t, referrer, { accountNumber: '501000002222', ifsc: 'HDFC0001234' });
    await t.drainJobs();
    await insertModelRow(t, friend.user.id);
    expect(await pay()).toBe(2);
    expect(await referralOf(friend)).toEqual({ status: 'counted', signals: [] });
    expect([await live(friend), await live(referrer)]).toEqual([2_500, 2_500]);
  });

  it('added after the first reward, it holds every later one: the sweep looks again before paying, even before the consumer has run', async () => {
    const { referrer, friend } = await pair('After First');
    await insertModelRow(t, friend.user.id);
    expect(await pay()).toBe(2);
    await addBankDestination(t, referrer, { accountNumber: '501000003333', ifsc: 'SBIN0000001' });
    // The same account (and IFSC) added by the friend; its event waits undelivered.
    await addBankDestination(t, friend, { holderName: 'Same Person', accountNumber: '501000003333', ifsc: 'SBIN0000001' });
    await t.services.db.update(users).set({ totalDownloads: 1_000 }).where(eq(users.id, friend.user.id));
    expect(await pay()).toBe(0);
    expect(await referralOf(friend)).toEqual({ status: 'held', signals: ['same_payout_destination'] });
    expect(await rewardsPaidFor(friend)).toEqual(firstModelKeys(friend, referrer));
    await t.drainJobs();
    expect(await referralOf(friend)).toEqual({ status: 'held', signals: ['same_payout_destination'] });
    expect(await pay()).toBe(0);
    expect(await live(referrer)).toBe(2_500);
  });

  it('sends an approved referral back to the queue when a destination is shared after the approval; a declined one stays declined', async () => {
    const approved = await pair('Approved Then Shared');
    await t.services.db.update(referrals).set({ status: 'approved', signals: ['same_address'] }).where(eq(referrals.friendId, approved.friend.user.id));
    await addUpiDestination(t, approved.referrer, 'one.wallet@okaxis');
    await addUpi(approved.friend, 'one.wallet@okaxis');
    await t.drainJobs();
    expect(await referralOf(approved.friend)).toEqual({ status: 'held', signals: ['same_address', 'same_payout_destination'] });
    await insertModelRow(t, approved.friend.user.id);
    expect(await pay()).toBe(0);

    const declined = await pair('Declined Shared');
    await t.services.db.update(referrals).set({ status: 'declined' }).where(eq(referrals.friendId, declined.friend.user.id));
    await addUpiDestination(t, declined.referrer, 'two.wallet@okaxis');
    await addUpi(declined.friend, 'two.wallet@okaxis');
    await t.drainJobs();
    expect(await referralOf(declined.friend)).toEqual({ status: 'declined', signals: [] });
    expect((await reconcileLedger(t.services.db)).balanced).toBe(true);
  });
});
