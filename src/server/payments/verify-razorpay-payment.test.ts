import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, paymentOrders, tips } from '../db/schema';
import { accountBalance } from '../money/account-balance';
import { creatorEarnings, platformFees, platformTips } from '../money/ledger-accounts';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { startPaymentsHarness, STAND_IN_KEYS, type PaymentsHarness } from '../test/payments-harness';
import { orderTip, postingsOf, verifyBody } from '../test/tip-flow';
import { hmacHex } from './signatures';

let h: PaymentsHarness;
let creator: TestUser;
let payer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  h = await startPaymentsHarness();
  ({ owner: creator, other: payer, admin } = await createOwnerOtherAdmin(h.t));
  h.razorpay.webhooks.policy = 'never';
});
afterAll(async () => h?.close());

const ledgerRows = async () => (await h.t.services.db.select({ n: count() }).from(ledgerTransactions))[0]!.n;

describe('verifyRazorpayPayment', () => {
  it('posts a ₹250 test tip once: ₹212.50 to the creator and ₹37.50 fee in the test book, and a second verify changes nothing', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, message: 'For the gears' });
    const body = verifyBody(order, h.razorpay.pay(order.orderId));
    const earningsBefore = await accountBalance(h.t.services.db, creatorEarnings('test', creator.user.id));
    const first = await payer.client.call('verifyRazorpayPayment', body);
    expect(first).toMatchObject({ status: 200, result: { success: true, error: null, tip: { paymentId: body.paymentId, amount: 25_000, creatorAmount: 21_250, platformFee: 3_750, testMode: true } } });
    expect(await payer.client.call('verifyRazorpayPayment', body)).toMatchObject({ status: 200, result: first.result });
    expect(await postingsOf(h, body.paymentId)).toEqual({ postings: 1, tipRows: 1 });
    expect(await accountBalance(h.t.services.db, creatorEarnings('test', creator.user.id))).toBe(earningsBefore + 21_250);
    expect(await accountBalance(h.t.services.db, creatorEarnings('live', creator.user.id))).toBe(0);
    const [tip] = await h.t.services.db.select().from(tips).where(eq(tips.paymentId, body.paymentId));
    expect(tip).toMatchObject({ book: 'test', fromUserId: payer.user.id, toUserId: creator.user.id, amount: 25_000, creatorAmount: 21_250, platformFee: 3_750, message: 'For the gears' });
    expect((await h.t.services.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId)))[0]).toMatchObject({ status: 'paid', paymentId: body.paymentId });
  });

  it('posts exactly once when 100 verify calls for one payment arrive at once', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 100, testMode: false });
    const body = verifyBody(order, h.razorpay.pay(order.orderId));
    const answers = await Promise.all(Array.from({ length: 100 }, () => payer.client.call('verifyRazorpayPayment', body)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(await postingsOf(h, body.paymentId)).toEqual({ postings: 1, tipRows: 1 });
  });

  it('captures a payment that is only authorized, then posts it', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 75 });
    const body = verifyBody(order, h.razorpay.pay(order.orderId, { outcome: 'authorized' }));
    expect((await payer.client.call('verifyRazorpayPayment', body)).status).toBe(200);
    expect(h.razorpay.payments.get(body.paymentId)!.status).toBe('captured');
    expect(await postingsOf(h, body.paymentId)).toEqual({ postings: 1, tipRows: 1 });
  });

  it("posts a tip to the platform whole to the platform's own tips", async () => {
    const before = await accountBalance(h.t.services.db, platformTips('test'));
    const fees = await accountBalance(h.t.services.db, platformFees('test'));
    const order = await orderTip(payer, { creatorId: 'platform', amount: 500 });
    const answer = await payer.client.call('verifyRazorpayPayment', verifyBody(order, h.razorpay.pay(order.orderId)));
    expect(answer.result).toMatchObject({ tip: { amount: 50_000, creatorAmount: 0, platformFee: 50_000 } });
    expect(await accountBalance(h.t.services.db, platformTips('test'))).toBe(before + 50_000);
    expect(await accountBalance(h.t.services.db, platformFees('test'))).toBe(fees);
  });

  it("answers 'Payment verification failed' for forged signatures, tampered amounts, recipients, messages and modes, another payment, another's order, and a failed payment, writing nothing", async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 10, message: 'hi' });
    const good = verifyBody(order, h.razorpay.pay(order.orderId, { outcome: 'authorized' }));
    const bigOrder = await orderTip(payer, { creatorId: creator.user.id, amount: 5000 });
    const bigPaid = verifyBody(bigOrder, h.razorpay.pay(bigOrder.orderId));
    const failedOrder = await orderTip(payer, { creatorId: creator.user.id, amount: 20 });
    h.razorpay.pay(failedOrder.orderId, { outcome: 'failed', description: 'UPI PIN was wrong' });
    const failedPayment = [...h.razorpay.payments.values()].find((p) => p.order_id === failedOrder.orderId)!;
    const signed = (orderId: string, paymentId: string) => hmacHex(STAND_IN_KEYS.test.keySecret, `${orderId}|${paymentId}`);
    const rows = await ledgerRows();
    const cases: [TestUser, Record<string, unknown>][] = [
      [payer, { ...good, signature: '0'.repeat(64) }],
      [payer, { ...good, signature: hmacHex('a guessed secret', `${good.orderId}|${good.paymentId}`) }],
      [payer, { ...good, signature: hmacHex(STAND_IN_KEYS.live.keySecret, `${good.orderId}|${good.paymentId}`) }],
      [payer, { ...good, signature: good.signature.toUpperCase().slice(0, 63) }],
      [payer, { ...good, signature: 'not hex at all' }],
      [payer, { ...good, amount: 5000 }],
      [payer, { ...good, creatorId: admin.user.id }],
      [payer, { ...good, creatorId: 'platform' }],
      [payer, { ...good, message: 'a different message' }],
      [payer, { ...good, testMode: false }],
      // A real signature for a pair that does not belong together: the provider's record catches it.
      [payer, { ...good, paymentId: bigPaid.paymentId, signature: signed(good.orderId, bigPaid.paymentId) }],
      [payer, { ...good, orderId: 'order_NoSuchOrder0001', signature: signed('order_NoSuchOrder0001', good.paymentId) }],
      [payer, { ...failedOrder.body, orderId: failedOrder.orderId, paymentId: failedPayment.id, signature: signed(failedOrder.orderId, failedPayment.id) }],
      [admin, good],
      [creator, good],
    ];
    for (const [who, body] of cases) {
      const answer = await who.client.call('verifyRazorpayPayment', body);
      expect([answer.status, answer.error?.message], JSON.stringify(body).slice(0, 120)).toEqual([400, 'Payment verification failed']);
    }
    expect(await ledgerRows()).toBe(rows);
    expect(h.razorpay.payments.get(good.paymentId)!.status).toBe('authorized');
    expect((await payer.client.call('verifyRazorpayPayment', good)).status).toBe(200);
  });

  it('refuses bad input naming the field, and a visitor with SPEC §8’s words', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id });
    const body = verifyBody(order, h.razorpay.pay(order.orderId));
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, paymentId: '' }, 'paymentId is required'],
      [{ ...body, orderId: undefined }, 'orderId: '],
      [{ ...body, signature: 'x'.repeat(300) }, 'signature: '],
      [{ ...body, amount: 5 }, 'amount: Minimum tip amount is ₹10'],
      [{ ...body, message: 'x'.repeat(201) }, 'message: a message is at most 200 characters'],
      [{ ...body, testMode: 1 }, 'testMode: must be true or false'],
      [{ ...body, paid: true }, 'paid: cannot be set here'],
    ];
    for (const [data, message] of cases) {
      const answer = await payer.client.call('verifyRazorpayPayment', data);
      expect([answer.status, answer.error?.message.startsWith(message)], message).toEqual([400, true]);
    }
    const visitor = await h.t.client().call('verifyRazorpayPayment', body);
    expect([visitor.status, visitor.error?.message]).toEqual([401, 'Please log in to send a tip']);
    expect(await postingsOf(h, body.paymentId)).toEqual({ postings: 0, tipRows: 0 });
  });

  it('answers 503 and posts nothing while the provider cannot be reached; the same verify later posts', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id });
    const body = verifyBody(order, h.razorpay.pay(order.orderId));
    h.razorpay.failNext('/v1/payments/', 503, 'Service unavailable');
    const answer = await payer.client.call('verifyRazorpayPayment', body);
    expect([answer.status, answer.error?.message]).toEqual([503, 'Payment verification failed']);
    expect(await postingsOf(h, body.paymentId)).toEqual({ postings: 0, tipRows: 0 });
    expect((await payer.client.call('verifyRazorpayPayment', body)).status).toBe(200);
  });

  it('leaves every book summing to zero', async () => {
    expect(await reconcileLedger(h.t.services.db)).toMatchObject({ balanced: true });
  });
});
