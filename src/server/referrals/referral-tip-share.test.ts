import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, referrals, users } from '../db/schema';
import { accountBalance, creatorEarnings } from '../money';
import { platformExpenses } from '../money/ledger-accounts';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createUser, type TestUser } from '../test/factories';
import { addUpiDestination } from '../test/payout-factories';
import { startPaymentsHarness, type PaymentsHarness } from '../test/payments-harness';
import { orderTip, verifyBody } from '../test/tip-flow';
import type { ReferralRewardItem, ReferredFriend } from '../../shared/contracts/referrals/referrals';

let h: PaymentsHarness;
let referrer: TestUser;
let friend: TestUser;
let payer: TestUser;
let admin: TestUser;
let code: string;
beforeAll(async () => {
  h = await startPaymentsHarness({ jobsOnDemand: true });
  referrer = await createUser(h.t, { name: 'Asha Referrer' });
  admin = await createUser(h.t, { role: 'admin' });
  payer = await createUser(h.t, { name: 'Fan' });
  code = (await referrer.client.call('generateReferralCode', {})).result.code;
  friend = await referredFriend('Kavya Friend');
});
afterAll(async () => h?.close());

const db = () => h.t.services.db;
const live = (userId: string) => accountBalance(db(), creatorEarnings('live', userId));
const expenses = () => accountBalance(db(), platformExpenses());

async function referredFriend(name: string): Promise<TestUser> {
  const made = await createUser(h.t, { name });
  expect((await made.client.call('processReferralSignup', { referralCode: code, newUserId: made.user.id })).status).toBe(200);
  return made;
}

/** A live tip of `rupees` from `from` to `to`, verified by the browser and its webhooks delivered. Answers the payment id. */
async function liveTip(from: TestUser, to: TestUser, rupees: number): Promise<string> {
  const order = await orderTip(from, { creatorId: to.user.id, amount: rupees, testMode: false });
  const paid = verifyBody(order, h.razorpay.pay(order.orderId));
  expect((await from.client.call('verifyRazorpayPayment', paid)).status).toBe(200);
  await h.razorpay.webhooks.settled();
  return paid.paymentId;
}

async function refund(paymentId: string, paise?: number): Promise<void> {
  h.razorpay.refund(paymentId, paise);
  await h.razorpay.webhooks.settled();
}

const sharesOf = async (paymentId: string) => (await db().select({ n: count() }).from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, 'referral_reward'), sql`${ledgerTransactions.details}->>'paymentId' = ${paymentId}`)))[0]!.n;

describe('the referrer’s 5 % of a friend’s tip earnings', () => {
  it('is paid by the platform with each live tip, on top of the friend’s whole share, once however the capture is reported', async () => {
    const [r0, f0, e0] = [await live(referrer.user.id), await live(friend.user.id), await expenses()];
    const paymentId = await liveTip(payer, friend, 250);
    // A basic creator keeps 85 %: ₹212.50; 5 % of that is ₹10.625, rounded down to ₹10.62.
    expect((await live(friend.user.id)) - f0).toBe(21_250);
    expect((await live(referrer.user.id)) - r0).toBe(1_062);
    expect((await expenses()) - e0).toBe(1_062);
    // The browser's verify again and every webhook again: still one share.
    for (const event of h.razorpay.webhooks.events.filter((e) => JSON.stringify(e.body.payload).includes(paymentId))) await h.razorpay.webhooks.deliver(event, { times: 2 });
    expect(await sharesOf(paymentId)).toBe(1);
    expect((await live(referrer.user.id)) - r0).toBe(1_062);
    expect((await reconcileLedger(db())).balanced).toBe(true);
    // In the referrer's balance as a referral reward, never as tips (the tiers read tips).
    const earnings = await referrer.client.call('getCreatorEarnings', { timeRange: 'all' });
    expect(earnings.result.summary).toMatchObject({ totalEarnings: 0, referralRewards: 1_062 });
  });

  it('is not paid on test money, on a tip the referrer paid themself, or on tips to members nobody referred', async () => {
    const r0 = await live(referrer.user.id);
    const order = await orderTip(payer, { creatorId: friend.user.id, amount: 500, testMode: true });
    expect((await payer.client.call('verifyRazorpayPayment', verifyBody(order, h.razorpay.pay(order.orderId)))).status).toBe(200);
    const ownTip = await liveTip(referrer, friend, 500);
    const stranger = await createUser(h.t, { name: 'Not Referred' });
    await liveTip(payer, stranger, 500);
    await h.razorpay.webhooks.settled();
    expect(await sharesOf(ownTip)).toBe(0);
    expect(await live(referrer.user.id)).toBe(r0);
  });

  it('is taken back in proportion by refunds, exactly to zero when the whole tip is refunded', async () => {
    const [r0, e0] = [await live(referrer.user.id), await expenses()];
    const paymentId = await liveTip(payer, friend, 333);
    // ₹333 → the friend's ₹283.05 → 5 %: ₹14.15 (1,415.25 paise, rounded down).
    expect((await live(referrer.user.id)) - r0).toBe(1_415);
    await refund(paymentId, 10_000);
    // A refund of ₹100 of ₹333 takes back 1,415 × 100/333 = 424.9, rounded: ₹4.25.
    expect((await live(referrer.user.id)) - r0).toBe(1_415 - 425);
    await refund(paymentId);
    expect((await live(referrer.user.id)) - r0).toBe(0);
    expect((await expenses()) - e0).toBe(0);
    expect(await sharesOf(paymentId)).toBe(3);
    expect((await reconcileLedger(db())).balanced).toBe(true);
  });

  it('waits while the referral is held, and is caught up when an admin approves it; never paid when declined or to a banned referrer', async () => {
    const heldFriend = await referredFriend('Held Friend');
    await db().update(referrals).set({ status: 'held', signals: ['same_address'] }).where(eq(referrals.friendId, heldFriend.user.id));
    const r0 = await live(referrer.user.id);
    const first = await liveTip(payer, heldFriend, 100);
    const refunded = await liveTip(payer, heldFriend, 100);
    await refund(refunded, 5_000);
    expect(await live(referrer.user.id)).toBe(r0);

    const approved = await admin.client.call('reviewReferral', { friendId: heldFriend.user.id, approve: true });
    expect(approved.status).toBe(200);
    // ₹100 → ₹85 → ₹4.25 for the first; the one refunded while held is left out (its refund took back no share).
    expect((await live(referrer.user.id)) - r0).toBe(425);
    expect([await sharesOf(first), await sharesOf(refunded)]).toEqual([1, 0]);
    await liveTip(payer, heldFriend, 100);
    expect((await live(referrer.user.id)) - r0).toBe(850);

    const declinedFriend = await referredFriend('Declined Friend');
    await db().update(referrals).set({ status: 'held', signals: ['same_device'] }).where(eq(referrals.friendId, declinedFriend.user.id));
    expect((await admin.client.call('reviewReferral', { friendId: declinedFriend.user.id, approve: false, reason: 'The same phone' })).status).toBe(200);
    await liveTip(payer, declinedFriend, 100);
    expect((await live(referrer.user.id)) - r0).toBe(850);

    await db().update(users).set({ status: 'banned' }).where(eq(users.id, referrer.user.id));
    await liveTip(payer, friend, 100);
    await db().update(users).set({ status: 'active' }).where(eq(users.id, referrer.user.id));
    expect((await live(referrer.user.id)) - r0).toBe(850);
    expect((await reconcileLedger(db())).balanced).toBe(true);
  });

  it('is not paid once the friend shares a payout destination with the referrer: the capture holds the referral (decision 085)', async () => {
    const sharing = await referredFriend('Sharing Friend');
    // Written straight to the table, so no consumer has looked yet: the capture's own check must catch it.
    await addUpiDestination(h.t, referrer, 'asha.family@okaxis');
    await addUpiDestination(h.t, sharing, 'asha.family@okaxis');
    const r0 = await live(referrer.user.id);
    const paymentId = await liveTip(payer, sharing, 100);
    expect(await sharesOf(paymentId)).toBe(0);
    expect(await live(referrer.user.id)).toBe(r0);
    expect((await db().select({ status: referrals.status, signals: referrals.signals }).from(referrals).where(eq(referrals.friendId, sharing.user.id)))[0]).toEqual({
      status: 'held',
      signals: ['same_payout_destination'],
    });
  });

  it('shows on the referral dashboard per friend, and each posting in the tip history’s rewards, to the member alone', async () => {
    const mine = await referrer.client.call('listMyReferrals', {});
    expect(mine.status).toBe(200);
    const kavya = (mine.result.friends as ReferredFriend[]).find((f) => f.friendId === friend.user.id)!;
    // Three shared tips (₹250, ₹333 refunded whole, ₹100 while the referrer was banned: none).
    expect(kavya.tipShare).toEqual({ amount: 1_062, tips: 2 });
    expect(kavya.rewards).toEqual([]);
    expect(mine.result.totals.earned).toBe(1_062 + 850);

    const history = await referrer.client.call('listMyReferralRewards', {});
    expect(history.status).toBe(200);
    const rows = history.result.rewards as ReferralRewardItem[];
    expect(rows.map((r) => r.amount).reduce((a, b) => a + b, 0)).toBe(1_062 + 850);
    expect(rows.every((r) => r.reward === 'tip_share' && r.role === 'referrer')).toBe(true);
    expect(rows.filter((r) => r.amount < 0).map((r) => [r.amount, r.person.name])).toEqual([
      [-990, 'Kavya Friend'],
      [-425, 'Kavya Friend'],
    ]);
    // Newest first, a page at a time.
    expect(rows.map((r) => Number(r.id))).toEqual([...rows.map((r) => Number(r.id))].sort((a, b) => b - a));
    expect(history.result.nextCursor).toBeNull();

    expect((await friend.client.call('listMyReferralRewards', {})).result.rewards).toEqual([]);
    expect((await h.t.client().call('listMyReferralRewards', {})).status).toBe(401);
    const bad = await referrer.client.call('listMyReferralRewards', { cursor: 'not-a-cursor' });
    expect([bad.status, bad.error?.message]).toEqual([400, 'cursor: is not one this server gave']);
    expect((await referrer.client.call('listMyReferralRewards', { cursor: 'x'.repeat(201) })).status).toBe(400);
    expect((await referrer.client.call('listMyReferralRewards', { page: 2 })).status).toBe(400);
  });
});
