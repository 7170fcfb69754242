import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, tips, withdrawalHolds } from '../db/schema';
import { accountBalance } from '../money/account-balance';
import { creatorEarnings } from '../money/ledger-accounts';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { startPaymentsHarness, type PaymentsHarness } from '../test/payments-harness';
import { pendingWithdrawal } from '../test/payout-harness';
import { orderTip, verifyBody } from '../test/tip-flow';
import { razorpayId, webhookEvent } from './stand-in/stand-in-entities';

// Issue 27 item 2: a chargeback after a withdrawal request holds it before anyone can approve it.
let h: PaymentsHarness;
let creator: TestUser;
let payer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  h = await startPaymentsHarness({ modes: ['live'] });
  ({ owner: creator, other: payer, admin } = await createOwnerOtherAdmin(h.t));
  h.razorpay.webhooks.policy = 'hold';
});
afterAll(async () => h?.close());

const db = () => h.t.services.db;
const outcomeOf = async (eventId: string) => (await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)))[0]?.outcome;
const openHolds = (withdrawalId: string) => db().select().from(withdrawalHolds).where(and(eq(withdrawalHolds.withdrawalId, withdrawalId), isNull(withdrawalHolds.releasedAt)));

async function liveTip(rupees: number): Promise<string> {
  const order = await orderTip(payer, { creatorId: creator.user.id, amount: rupees, testMode: false });
  const paid = verifyBody(order, h.razorpay.pay(order.orderId));
  expect((await payer.client.call('verifyRazorpayPayment', paid)).status).toBe(200);
  h.razorpay.webhooks.held = [];
  return paid.paymentId;
}

const disputeEvent = (event: string, paymentId: string, disputeId: string, amount: number) =>
  webhookEvent('live', event, { payment: { id: paymentId }, dispute: { id: disputeId, entity: 'dispute', payment_id: paymentId, amount, currency: 'INR', status: 'open' } });

describe('a chargeback on a tip', () => {
  it('holds the pending withdrawals when opened, so approval is refused with the reason; once lost it is taken back once', async () => {
    const paymentId = await liveTip(1_000);
    const withdrawal = await pendingWithdrawal(h.t, creator.user.id, 50_000);
    const disputeId = razorpayId('disp');

    const opened = disputeEvent('payment.dispute.created', paymentId, disputeId, 100_000);
    expect(await h.razorpay.webhooks.deliver(opened, { times: 2 })).toEqual([200, 200]);
    expect(await outcomeOf(opened.id)).toBe('dispute-held');
    const [hold] = await openHolds(withdrawal.id);
    expect(hold).toMatchObject({ cause: disputeId, shortfall: 100_000 });
    expect(hold!.reason).toBe(`A chargeback of ₹1,000.00 (${disputeId}) on tip payment ${paymentId} is open: the bank may take it back`);
    const approve = await admin.client.call('processWithdrawal', { withdrawalId: withdrawal.id, action: 'approve' });
    expect(approve.status).toBe(409);
    expect(approve.error!.message).toContain(hold!.reason);

    const before = await accountBalance(db(), creatorEarnings('live', creator.user.id));
    const lost = disputeEvent('payment.dispute.lost', paymentId, disputeId, 100_000);
    expect(await h.razorpay.webhooks.deliver(lost)).toEqual([200]);
    // A replay under a new event id (Razorpay sends again) still takes the money back only once.
    expect(await h.razorpay.webhooks.deliver({ ...lost, id: razorpayId('evt') })).toEqual([200]);
    expect(before - (await accountBalance(db(), creatorEarnings('live', creator.user.id)))).toBe(85_000);
    expect((await db().select().from(tips).where(eq(tips.paymentId, paymentId)))[0]!.refundedAmount).toBe(100_000);
    expect(await reconcileLedger(db())).toMatchObject({ balanced: true });
  });

  it('a lost chargeback on a tip already refunded in full takes nothing more; one on a payment that is not a tip is noted only', async () => {
    const paymentId = await liveTip(200);
    h.razorpay.refund(paymentId);
    await h.razorpay.webhooks.deliverHeld();
    const before = await accountBalance(db(), creatorEarnings('live', creator.user.id));
    const lost = disputeEvent('payment.dispute.lost', paymentId, razorpayId('disp'), 20_000);
    expect(await h.razorpay.webhooks.deliver(lost)).toEqual([200]);
    expect(await outcomeOf(lost.id)).toBe('already-refunded');
    const stray = disputeEvent('payment.dispute.created', 'pay_NotATip00000001', razorpayId('disp'), 5_000);
    expect(await h.razorpay.webhooks.deliver(stray)).toEqual([200]);
    expect(await outcomeOf(stray.id)).toBe('no-tip');
    expect(await accountBalance(db(), creatorEarnings('live', creator.user.id))).toBe(before);
    expect(await reconcileLedger(db())).toMatchObject({ balanced: true });
  });
});
