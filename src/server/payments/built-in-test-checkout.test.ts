import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHECKOUT_FAILURES } from '../../shared/contracts/payments/tips';
import { paymentOrders, testCheckoutPayments } from '../db/schema';
import { accountBalance } from '../money/account-balance';
import { creatorEarnings } from '../money/ledger-accounts';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { startPaymentsHarness } from '../test/payments-harness';
import { createTestApp, type TestApp } from '../test/test-app';
import { orderTip, postingsOf } from '../test/tip-flow';
import { BUILT_IN_KEY_ID } from './built-in-gateway';

// The default `npm start`: no Razorpay keys at all, so test mode only, through the built-in checkout.
let t: TestApp;
let creator: TestUser;
let payer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner: creator, other: payer, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const h = () => ({ t }) as Parameters<typeof postingsOf>[0];
type Paid = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

async function checkout(who: TestUser, orderId: string, extra: Record<string, unknown> = {}) {
  return who.client.call('completeTestCheckout', { orderId, outcome: 'success', ...extra });
}

describe('the built-in test checkout', () => {
  it('is what test mode uses without keys; live mode says it is not set up', async () => {
    const test = await payer.client.call('createRazorpayOrder', { amount: 250, creatorId: creator.user.id, testMode: true });
    expect(test.result).toMatchObject({ key: BUILT_IN_KEY_ID, amount: 25_000, testMode: true, checkout: 'built-in', checkoutScriptUrl: null });
    const live = await payer.client.call('createRazorpayOrder', { amount: 250, creatorId: creator.user.id });
    expect([live.status, live.error?.message]).toEqual([503, 'Live payments are not set up on this site yet. Try Test Mode.']);
  });

  it('pays like a checkout: the answer passes the same verify, ₹212.50 lands in the test book, and the order cannot be paid twice', async () => {
    const before = await accountBalance(t.services.db, creatorEarnings('test', creator.user.id));
    const order = await orderTip(payer, { creatorId: creator.user.id, message: 'Thanks!' });
    const answer = await checkout(payer, order.orderId, { vpa: 'asha@okbank' });
    expect(answer.result).toMatchObject({ success: true, payment: { razorpay_order_id: order.orderId } });
    const paid = (answer.result as { payment: Paid }).payment;
    const verified = await payer.client.call('verifyRazorpayPayment', { ...order.body, orderId: order.orderId, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature });
    expect(verified.result).toMatchObject({ tip: { amount: 25_000, creatorAmount: 21_250, platformFee: 3_750, testMode: true } });
    expect(await accountBalance(t.services.db, creatorEarnings('test', creator.user.id))).toBe(before + 21_250);
    expect(await accountBalance(t.services.db, creatorEarnings('live', creator.user.id))).toBe(0);
    const again = await checkout(payer, order.orderId);
    expect([again.status, again.error?.message]).toEqual([409, 'This order has already been paid']);
    // A forged signature over the built-in payment fails like any other.
    const forged = await payer.client.call('verifyRazorpayPayment', { ...order.body, orderId: order.orderId, paymentId: paid.razorpay_payment_id, signature: 'f'.repeat(64) });
    expect(forged.error?.message).toBe('Payment verification failed');
  });

  it('pays an order once when 20 checkouts answer at once, before any verify (issue 27 item 9)', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 30 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(payer, order.orderId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.error?.message))).toEqual(new Set(['This order has already been paid']));
    const payments = await t.services.db.select().from(testCheckoutPayments).where(eq(testCheckoutPayments.orderId, order.orderId));
    expect(payments.map((p) => p.status)).toEqual(['captured']);
    await expect.poll(() => postingsOf(h(), payments[0]!.id), { timeout: 15_000, interval: 250 }).toEqual({ postings: 1, tipRows: 1 });
  });

  it('posts the tip through its webhook when the payer never verifies (the tab was closed)', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 60 });
    const paid = ((await checkout(payer, order.orderId)).result as { payment: Paid }).payment;
    await expect.poll(() => postingsOf(h(), paid.razorpay_payment_id), { timeout: 15_000, interval: 250 }).toEqual({ postings: 1, tipRows: 1 });
  });

  it('fails with the chosen reason as the provider’s description, marks the attempt, and a later payment still goes through', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 40 });
    const failed = await checkout(payer, order.orderId, { outcome: 'failure', failure: 'wrong-pin' });
    expect(failed.result).toEqual({ success: false, payment: null, error: { code: 'BAD_REQUEST_ERROR', description: TEST_CHECKOUT_FAILURES['wrong-pin'], reason: 'payment_failed' } });
    await expect
      .poll(async () => (await t.services.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId)))[0]!.failureReason, { timeout: 15_000, interval: 250 })
      .toBe(TEST_CHECKOUT_FAILURES['wrong-pin']);
    const failedPayment = (await t.services.db.select().from(testCheckoutPayments).where(eq(testCheckoutPayments.orderId, order.orderId)))[0]!;
    const verifyFailed = await payer.client.call('verifyRazorpayPayment', { ...order.body, orderId: order.orderId, paymentId: failedPayment.id, signature: 'a'.repeat(64) });
    expect(verifyFailed.error?.message).toBe('Payment verification failed');
    expect((await checkout(payer, order.orderId)).result).toMatchObject({ success: true });
  });

  it('answers per role and refuses bad input naming the field, writing nothing', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id });
    const visitor = await t.client().call('completeTestCheckout', { orderId: order.orderId, outcome: 'success' });
    expect([visitor.status, visitor.error?.message]).toEqual([401, 'Please log in to send a tip']);
    for (const who of [admin, creator]) {
      const answer = await checkout(who, order.orderId);
      expect([answer.status, answer.error?.message]).toEqual([404, 'orderId: no test-mode tip order of yours has this id']);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ orderId: order.orderId, outcome: 'maybe' }, "outcome: must be 'success' or 'failure'"],
      [{ orderId: order.orderId, outcome: 'failure', failure: 'bored' }, 'failure: must be one of wrong-pin, declined, timeout'],
      [{ orderId: order.orderId, outcome: 'success', vpa: 'not a upi id' }, 'vpa: a UPI id looks like name@bank'],
      [{ orderId: '', outcome: 'success' }, 'orderId is required'],
      [{ orderId: order.orderId, outcome: 'success', amount: 1 }, 'amount: cannot be set here'],
    ];
    for (const [data, message] of cases) {
      const answer = await payer.client.call('completeTestCheckout', data);
      expect([answer.status, answer.error?.message], message).toEqual([400, message]);
    }
    expect(await t.services.db.select().from(testCheckoutPayments).where(eq(testCheckoutPayments.orderId, order.orderId))).toEqual([]);
  });

  it('leaves every book summing to zero', async () => {
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
  });
});

describe('with Razorpay test keys set', () => {
  it('has no built-in checkout: test mode goes through Razorpay', async () => {
    const harness = await startPaymentsHarness({ modes: ['test'] });
    try {
      const { owner, other } = await createOwnerOtherAdmin(harness.t);
      const order = await orderTip(other, { creatorId: owner.user.id });
      const answer = await other.client.call('completeTestCheckout', { orderId: order.orderId, outcome: 'success' });
      expect([answer.status, answer.error?.message]).toEqual([404, 'The built-in test checkout is not used on this site: test mode goes through Razorpay.']);
    } finally {
      await harness.close();
    }
  });
});
