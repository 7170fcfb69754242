import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, payoutDestinations, payoutSettings, tips, users } from '../db/schema';
import { accountBalance } from '../money/account-balance';
import { paymentsToReturn } from '../money/ledger-accounts';
import { reconcileLedger } from '../money/reconcile-ledger';
import { resolveTipRecipient } from '../payments/tip-recipient';
import { createWithdrawal } from '../payouts/create-withdrawal';
import { DELETED_ACCOUNT_WITHDRAWAL } from '../payouts/forget-payout-details';
import { createUser, type TestUser } from '../test/factories';
import { addDestination, balancesOf, giveLiveEarnings, pendingWithdrawal, startPayoutsHarness, withdrawalRow, type PayoutsHarness } from '../test/payout-harness';
import { orderTip, verifyBody } from '../test/tip-flow';
import { approvalRefusedFor, CANNOT_RECEIVE_TIPS, cannotWithdraw } from './money-receivers';

// Issue 27 item 7, decision 049: a banned, inactive or deleted account receives nothing new.
let h: PayoutsHarness;
let superAdmin: TestUser;
let admin: TestUser;
let payer: TestUser;
beforeAll(async () => {
  h = await startPayoutsHarness();
  superAdmin = await createUser(h.t, { role: 'super_admin' });
  admin = await createUser(h.t, { role: 'admin' });
  payer = await createUser(h.t);
}, 180_000);
afterAll(() => h?.close());

const db = () => h.t.services.db;
const setStatus = async (who: TestUser, status: 'banned' | 'inactive' | 'active') => {
  const answer = await admin.client.call('setUserStatus', { userId: who.user.id, status, reason: 'Selling stolen models' });
  expect(answer.status).toBe(200);
};
const ordersOf = async (creator: TestUser) => (await db().select({ n: count() }).from(paymentOrders).where(eq(paymentOrders.creatorId, creator.user.id)))[0]!.n;
const tipsTo = async (creator: TestUser) => (await db().select({ n: count() }).from(tips).where(eq(tips.toUserId, creator.user.id)))[0]!.n;

describe('tips to an account that may not receive', () => {
  it('are refused before any order is made, for banned and inactive creators alike', async () => {
    for (const status of ['banned', 'inactive'] as const) {
      const creator = await createUser(h.t);
      await setStatus(creator, status);
      for (const testMode of [false, true]) {
        const answer = await payer.client.call('createRazorpayOrder', { amount: 100, creatorId: creator.user.id, message: '', testMode });
        expect([answer.status, answer.error?.message]).toEqual([403, CANNOT_RECEIVE_TIPS]);
      }
      expect(await ordersOf(creator)).toBe(0);
      // sendTip (tips out of earnings) asks the same question.
      await expect(resolveTipRecipient(db(), payer.user, { creatorId: creator.user.id })).rejects.toThrow(CANNOT_RECEIVE_TIPS);
      await setStatus(creator, 'active');
      await expect(resolveTipRecipient(db(), payer.user, { creatorId: creator.user.id })).resolves.toMatchObject({ creatorId: creator.user.id });
    }
  });

  it('refund a payment captured after the ban: never the creator’s, owed back on the ledger until the provider refunds it', async () => {
    const creator = await createUser(h.t);
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 300, testMode: false });
    await setStatus(creator, 'banned');
    const paid = verifyBody(order, h.razorpay.pay(order.orderId));
    const answer = await payer.client.call('verifyRazorpayPayment', paid);
    expect([answer.status, answer.error?.message]).toEqual([403, `${CANNOT_RECEIVE_TIPS}; your payment is refunded`]);
    await h.razorpay.webhooks.settled();
    expect([...h.razorpay.refunds.values()].filter((r) => r.payment_id === paid.paymentId).map((r) => r.amount)).toEqual([30_000]);
    expect(h.razorpay.payments.get(paid.paymentId)!.status).toBe('refunded');
    expect(await tipsTo(creator)).toBe(0);
    expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: 0, held: 0 });
    expect(await accountBalance(db(), paymentsToReturn('live'))).toBe(0);
    expect((await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId)))[0]!.status).toBe('refused');
    // The verify again, and the webhooks again: still one refund, nothing posted twice.
    expect((await payer.client.call('verifyRazorpayPayment', paid)).status).toBe(403);
    expect([...h.razorpay.refunds.values()].filter((r) => r.payment_id === paid.paymentId)).toHaveLength(1);
    expect(await reconcileLedger(db())).toMatchObject({ balanced: true });
  });

  it('refund it through the webhook alone when the payer’s tab closed', async () => {
    const creator = await createUser(h.t);
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 120, testMode: false });
    await setStatus(creator, 'banned');
    const paid = verifyBody(order, h.razorpay.pay(order.orderId));
    await expect.poll(() => h.razorpay.payments.get(paid.paymentId)!.status, { timeout: 15_000, interval: 100 }).toBe('refunded');
    await h.razorpay.webhooks.settled();
    expect(await tipsTo(creator)).toBe(0);
    expect(await accountBalance(db(), paymentsToReturn('live'))).toBe(0);
    expect(await reconcileLedger(db())).toMatchObject({ balanced: true });
  });

  it('leave an only-authorized payment uncaptured: nothing is taken', async () => {
    const creator = await createUser(h.t);
    const order = await orderTip(payer, { creatorId: creator.user.id, testMode: false });
    await setStatus(creator, 'banned');
    const paid = verifyBody(order, h.razorpay.pay(order.orderId, { outcome: 'authorized' }));
    const answer = await payer.client.call('verifyRazorpayPayment', paid);
    expect([answer.status, answer.error?.message]).toEqual([403, `${CANNOT_RECEIVE_TIPS}; nothing was taken from you`]);
    await h.razorpay.webhooks.settled();
    expect(h.razorpay.payments.get(paid.paymentId)!.status).toBe('authorized');
    expect(await tipsTo(creator)).toBe(0);
  });
});

describe('withdrawals of an account that may not receive', () => {
  it('are not created (a request or the schedule), and a pending one is not approved; rejecting returns it to the balance', async () => {
    const creator = await createUser(h.t);
    await giveLiveEarnings(h, payer, creator, 2_000);
    await db().update(users).set({ totalDownloads: 1_000_000 }).where(eq(users.id, creator.user.id));
    const pending = await pendingWithdrawal(h.t, creator.user.id, 50_000);
    const destination = await addDestination(h.t, creator.user.id, { upiId: 'banned.maker@okaxis' });
    await setStatus(creator, 'banned');
    const before = await balancesOf(h.t, creator.user.id);
    for (const pin of ['scheduled', { typed: undefined }] as const) {
      const ask = { userId: creator.user.id, amount: 20_000, method: 'upi' as const, methodField: 'paymentMethod' as const, destinationId: destination.id, schedule: 'weekly' as const, requestKey: randomUUID(), pin };
      await expect(createWithdrawal(h.t.services, ask)).rejects.toThrow(cannotWithdraw('banned'));
    }
    const approve = await admin.client.call('processWithdrawal', { withdrawalId: pending.id });
    expect([approve.status, approve.error?.message]).toEqual([403, `Failed to process withdrawal: ${approvalRefusedFor('banned')}`]);
    expect((await withdrawalRow(h.t, pending.id)).status).toBe('pending');
    expect(await balancesOf(h.t, creator.user.id)).toEqual(before);
    const reject = await admin.client.call('processWithdrawal', { withdrawalId: pending.id, action: 'reject', reason: 'The account is banned' });
    expect(reject.status).toBe(200);
    expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: before.available + 50_000, held: 0 });
    expect(await reconcileLedger(db())).toMatchObject({ balanced: true });
  });

  it('on deletion: pending ones are cancelled back to the balance, kept for an admin; payout details are erased', async () => {
    const creator = await createUser(h.t);
    await giveLiveEarnings(h, payer, creator, 1_000);
    const pending = await pendingWithdrawal(h.t, creator.user.id, 30_000);
    await db().insert(payoutSettings).values({ userId: creator.user.id, pinHash: 'scrypt$x', legalName: 'Asha Rao', panMasked: 'ABCXX1234X', panHash: 'h' }).onConflictDoNothing();
    const { available } = await balancesOf(h.t, creator.user.id);
    const answer = await superAdmin.client.call('deleteUser', { userId: creator.user.id });
    expect(answer.status).toBe(200);
    expect(await withdrawalRow(h.t, pending.id)).toMatchObject({ status: 'rejected', failureReason: DELETED_ACCOUNT_WITHDRAWAL });
    expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: available + 30_000, held: 0 });
    expect(await db().select().from(payoutDestinations).where(eq(payoutDestinations.userId, creator.user.id))).toEqual([]);
    // Nothing was ever paid out to it, so no legal name or PAN is kept either.
    expect(await db().select().from(payoutSettings).where(eq(payoutSettings.userId, creator.user.id))).toEqual([]);
    const tip = await payer.client.call('createRazorpayOrder', { amount: 100, creatorId: creator.user.id, message: '', testMode: false });
    expect([tip.status, tip.error?.message]).toEqual([404, 'creatorId: no such creator']);
    expect(await reconcileLedger(db())).toMatchObject({ balanced: true });
  });
});
