import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentOrders, paymentWebhookEvents, tips } from '../db/schema';
import { RAZORPAY_WEBHOOK_PATH } from '../http/razorpay-webhook-route';
import { accountBalance } from '../money/account-balance';
import { creatorEarnings, platformFees } from '../money/ledger-accounts';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { startPaymentsHarness, STAND_IN_KEYS, type PaymentsHarness } from '../test/payments-harness';
import { orderTip, postingsOf, verifyBody } from '../test/tip-flow';
import { hmacHex } from './signatures';
import { webhookEvent } from './stand-in/stand-in-entities';

let h: PaymentsHarness;
let creator: TestUser;
let payer: TestUser;
beforeAll(async () => {
  h = await startPaymentsHarness();
  ({ owner: creator, other: payer } = await createOwnerOtherAdmin(h.t));
});
afterAll(async () => h?.close());
beforeEach(() => {
  h.razorpay.webhooks.policy = 'hold';
  h.razorpay.webhooks.held = [];
});

const db = () => h.t.services.db;
const outcomes = async (eventIds: string[]) => {
  const rows = await db().select().from(paymentWebhookEvents);
  return eventIds.map((id) => rows.find((r) => r.eventId === id)?.outcome ?? null);
};
const eventsFor = (paymentId: string) => h.razorpay.webhooks.events.filter((e) => JSON.stringify(e.body.payload).includes(paymentId));
const post = (raw: string, headers: Record<string, string>) =>
  fetch(`${h.t.url}${RAZORPAY_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw });

describe('Razorpay webhooks', () => {
  it('post the tip once when they arrive instead of the browser’s verify (captured, then order.paid)', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, testMode: false });
    const paid = verifyBody(order, h.razorpay.pay(order.orderId));
    await h.razorpay.webhooks.deliverHeld();
    expect(await postingsOf(h, paid.paymentId)).toEqual({ postings: 1, tipRows: 1 });
    // payment.authorized reads the payment as it is now (captured already) and posts it; the others find it posted.
    expect(await outcomes(eventsFor(paid.paymentId).map((e) => e.id))).toEqual(['posted', 'already-posted', 'already-posted']);
    expect(await accountBalance(db(), creatorEarnings('live', creator.user.id))).toBe(21_250);
  });

  it('capture an only-authorized payment on payment.authorized when the tab closed before verifying, and post it once (issue 27 item 9)', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 75, testMode: false });
    const paid = verifyBody(order, h.razorpay.pay(order.orderId, { outcome: 'authorized' }));
    const [authorized] = h.razorpay.webhooks.held;
    expect(authorized!.body.event).toBe('payment.authorized');
    await h.razorpay.webhooks.deliverHeld();
    expect(h.razorpay.payments.get(paid.paymentId)!.status).toBe('captured');
    expect(await outcomes([authorized!.id])).toEqual(['posted']);
    // The capture's own events, a replay of the authorization, and a late verify: the same single posting.
    await h.razorpay.webhooks.deliverHeld();
    expect(await h.razorpay.webhooks.deliver(authorized!, { times: 2 })).toEqual([200, 200]);
    expect((await payer.client.call('verifyRazorpayPayment', paid)).status).toBe(200);
    expect(h.razorpay.requests.filter((r) => r.path === `/v1/payments/${paid.paymentId}/capture`)).toHaveLength(1);
    expect(await postingsOf(h, paid.paymentId)).toEqual({ postings: 1, tipRows: 1 });
  });

  it('give the same single posting before or after the verify call, in any order, and a replayed event is not handled again', async () => {
    for (const order of ['oldest-first', 'newest-first'] as const) {
      const early = await orderTip(payer, { creatorId: creator.user.id });
      const earlyPaid = verifyBody(early, h.razorpay.pay(early.orderId));
      await h.razorpay.webhooks.deliverHeld(order);
      expect((await payer.client.call('verifyRazorpayPayment', earlyPaid)).status).toBe(200);
      expect(await postingsOf(h, earlyPaid.paymentId)).toEqual({ postings: 1, tipRows: 1 });
    }
    const late = await orderTip(payer, { creatorId: creator.user.id });
    const latePaid = verifyBody(late, h.razorpay.pay(late.orderId));
    expect((await payer.client.call('verifyRazorpayPayment', latePaid)).status).toBe(200);
    const [captured] = h.razorpay.webhooks.held.filter((e) => e.body.event === 'payment.captured');
    await h.razorpay.webhooks.deliverHeld();
    expect(await h.razorpay.webhooks.deliver(captured!, { times: 3 })).toEqual([200, 200, 200]);
    expect(await postingsOf(h, latePaid.paymentId)).toEqual({ postings: 1, tipRows: 1 });
    expect(await outcomes([captured!.id])).toEqual(['already-posted']);
  });

  it('post exactly once for 100 simultaneous verify calls and 5 duplicate webhooks of one payment', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 1000 });
    const paid = verifyBody(order, h.razorpay.pay(order.orderId));
    const [captured] = h.razorpay.webhooks.held.filter((e) => e.body.event === 'payment.captured');
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => payer.client.call('verifyRazorpayPayment', paid).then((a) => a.status)),
      ...Array.from({ length: 5 }, () => h.razorpay.webhooks.deliver(captured!).then(([s]) => s)),
    ]);
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    expect(await postingsOf(h, paid.paymentId)).toEqual({ postings: 1, tipRows: 1 });
  });

  it('refuse a wrong, missing or other-mode signature and a body that is not JSON, writing nothing', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, testMode: false });
    const paid = verifyBody(order, h.razorpay.pay(order.orderId));
    const [captured] = h.razorpay.webhooks.held.filter((e) => e.body.event === 'payment.captured');
    const raw = JSON.stringify(captured!.body);
    const before = (await db().select({ n: count() }).from(paymentWebhookEvents))[0]!.n;
    const refused = [
      await post(raw, { 'x-razorpay-signature': hmacHex('not the secret', raw), 'x-razorpay-event-id': captured!.id }),
      await post(raw, { 'x-razorpay-event-id': captured!.id }),
      await post(raw, { 'x-razorpay-signature': hmacHex(STAND_IN_KEYS.live.webhookSecret, `${raw} `), 'x-razorpay-event-id': captured!.id }),
      await post('not json', { 'x-razorpay-signature': hmacHex(STAND_IN_KEYS.live.webhookSecret, 'not json') }),
      await post('', { 'x-razorpay-signature': hmacHex(STAND_IN_KEYS.live.webhookSecret, '') }),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await refused[0]!.json()).error.message).toBe('Invalid webhook signature');
    expect((await db().select({ n: count() }).from(paymentWebhookEvents))[0]!.n).toBe(before);
    // Signed with the test mode's secret, an event about a live order moves no money.
    expect(await h.razorpay.webhooks.deliver(captured!, { secret: STAND_IN_KEYS.test.webhookSecret })).toEqual([200]);
    expect(await outcomes([captured!.id])).toEqual(['mismatch']);
    expect(await postingsOf(h, paid.paymentId)).toEqual({ postings: 0, tipRows: 0 });
  });

  it('record a failed attempt with the provider’s description, and a later success still posts', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id });
    h.razorpay.pay(order.orderId, { outcome: 'failed', description: 'Payment was declined by the bank' });
    await h.razorpay.webhooks.deliverHeld();
    expect((await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId)))[0]).toMatchObject({ status: 'failed', failureReason: 'Payment was declined by the bank' });
    const paid = verifyBody(order, h.razorpay.pay(order.orderId));
    await h.razorpay.webhooks.deliverHeld();
    expect((await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId)))[0]).toMatchObject({ status: 'paid', failureReason: null });
    expect(await postingsOf(h, paid.paymentId)).toEqual({ postings: 1, tipRows: 1 });
  });

  it("reverse the creator's share on refunds in parts, once per refund id, even when the refund overtakes the capture", async () => {
    const earnings = () => accountBalance(db(), creatorEarnings('test', creator.user.id));
    const fees = () => accountBalance(db(), platformFees('test'));
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 333 });
    const paid = verifyBody(order, h.razorpay.pay(order.orderId));
    h.razorpay.webhooks.held = [];
    const [e0, f0] = [await earnings(), await fees()];
    expect((await payer.client.call('verifyRazorpayPayment', paid)).status).toBe(200);
    expect([(await earnings()) - e0, (await fees()) - f0]).toEqual([28_305, 4_995]);

    h.razorpay.refund(paid.paymentId, 10_000);
    await h.razorpay.webhooks.deliverHeld();
    const [processed] = h.razorpay.webhooks.events.filter((e) => e.body.event === 'refund.processed').slice(-1);
    await h.razorpay.webhooks.deliver(processed!, { times: 2 });
    h.razorpay.refund(paid.paymentId);
    await h.razorpay.webhooks.deliverHeld();
    expect([(await earnings()) - e0, (await fees()) - f0]).toEqual([0, 0]);
    expect((await db().select().from(tips).where(eq(tips.paymentId, paid.paymentId)))[0]!.refundedAmount).toBe(33_300);

    // Refunded before any capture event or verify reached us: the tip is posted, then reversed.
    const other = await orderTip(payer, { creatorId: creator.user.id, amount: 40 });
    const otherPaid = verifyBody(other, h.razorpay.pay(other.orderId));
    h.razorpay.webhooks.held = [];
    h.razorpay.refund(otherPaid.paymentId);
    await h.razorpay.webhooks.deliverHeld('newest-first');
    expect(await postingsOf(h, otherPaid.paymentId)).toEqual({ postings: 1, tipRows: 1 });
    expect([(await earnings()) - e0, (await fees()) - f0]).toEqual([0, 0]);
    expect(await reconcileLedger(db())).toMatchObject({ balanced: true });
  });

  it('answer a well-signed event about an order that is not ours, or of a kind we do not handle, with 200 and no posting', async () => {
    const stray = webhookEvent('test', 'payment.captured', { payment: { id: 'pay_StrayPayment001', order_id: 'order_NotOurs0000001', amount: 5000, currency: 'INR', status: 'captured' } });
    const other = webhookEvent('test', 'subscription.charged', { subscription: { id: 'sub_1' } });
    expect(await h.razorpay.webhooks.deliver(stray)).toEqual([200]);
    expect(await h.razorpay.webhooks.deliver(other)).toEqual([200]);
    expect(await outcomes([stray.id, other.id])).toEqual(['not-ours', 'ignored']);
    expect(await postingsOf(h, 'pay_StrayPayment001')).toEqual({ postings: 0, tipRows: 0 });
  });
});
