import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../db/schema';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { startPaymentsHarness, STAND_IN_KEYS, type PaymentsHarness } from '../test/payments-harness';
import { startRazorpayStandIn } from './stand-in/razorpay-stand-in';
import { createTestApp } from '../test/test-app';

let h: PaymentsHarness;
let creator: TestUser;
let payer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  h = await startPaymentsHarness();
  ({ owner: creator, other: payer, admin } = await createOwnerOtherAdmin(h.t));
});
afterAll(async () => h?.close());

const orderRows = async () => (await h.t.services.db.select({ n: count() }).from(paymentOrders))[0]!.n;
const orderCalls = () => h.razorpay.requests.filter((r) => r.path === '/v1/orders').length;

describe('createRazorpayOrder', () => {
  it('makes a Razorpay order in paise with SPEC §7 notes, keeps what the payment must match, and answers the checkout what it needs', async () => {
    const model = await createModelViaApi(creator.client);
    const answer = await payer.client.call('createRazorpayOrder', { amount: 250, creatorId: creator.user.id, modelId: model.id, message: '  Lovely gears  ', testMode: true });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ success: true, error: null, key: STAND_IN_KEYS.test.keyId, amount: 25_000, currency: 'INR', testMode: true, checkout: 'razorpay' });
    const orderId = (answer.result as { orderId: string }).orderId;
    expect(h.razorpay.orders.get(orderId)).toMatchObject({ amount: 25_000, currency: 'INR', notes: { creatorId: creator.user.id, modelId: model.id, testMode: 'true' } });
    expect(h.razorpay.requests.at(-1)!.keyId).toBe(STAND_IN_KEYS.test.keyId);
    const [row] = await h.t.services.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(row).toMatchObject({ book: 'test', payerId: payer.user.id, creatorId: creator.user.id, modelId: model.id, message: 'Lovely gears', amount: 25_000, status: 'created' });
  });

  it('uses the live keys and book out of test mode, sends an empty modelId without a model, and takes paise (₹99.50)', async () => {
    const answer = await payer.client.call('createRazorpayOrder', { amount: 99.5, creatorId: creator.user.id });
    expect(answer.result).toMatchObject({ key: STAND_IN_KEYS.live.keyId, amount: 9_950, testMode: false });
    const orderId = (answer.result as { orderId: string }).orderId;
    expect(h.razorpay.orders.get(orderId)!.notes).toEqual({ creatorId: creator.user.id, modelId: '', testMode: 'false' });
    expect((await h.t.services.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!.book).toBe('live');
  });

  it("tips the platform with creatorId 'platform' (the footer's button), never for a model", async () => {
    const answer = await payer.client.call('createRazorpayOrder', { amount: 50, creatorId: 'platform', testMode: true });
    const orderId = (answer.result as { orderId: string }).orderId;
    expect((await h.t.services.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]).toMatchObject({ creatorId: null, modelId: null });
    expect(h.razorpay.orders.get(orderId)!.notes.creatorId).toBe('platform');
    const model = await createModelViaApi(creator.client);
    expect((await payer.client.call('createRazorpayOrder', { amount: 50, creatorId: 'platform', modelId: model.id })).error?.message).toBe('modelId: a tip to the platform is not for a model');
  });

  it('refuses bad input with a 4xx naming the field, and writes nothing anywhere', async () => {
    const model = await createModelViaApi(creator.client);
    const otherModel = await createModelViaApi(admin.client);
    const rows = await orderRows();
    const calls = orderCalls();
    const good = { amount: 100, creatorId: creator.user.id, testMode: true };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, amount: 9.99 }, 400, 'amount: Minimum tip amount is ₹10'],
      [{ ...good, amount: 0 }, 400, 'amount: Minimum tip amount is ₹10'],
      [{ ...good, amount: -50 }, 400, 'amount: Minimum tip amount is ₹10'],
      [{ ...good, amount: 100_000.01 }, 400, 'amount: Maximum tip amount is ₹100000'],
      [{ ...good, amount: 1e308 }, 400, 'amount: Maximum tip amount is ₹100000'],
      [{ ...good, amount: 10.005 }, 400, 'amount: a tip is in whole paise (at most two decimals)'],
      [{ ...good, amount: '250' }, 400, 'amount: give the tip in rupees, as a number'],
      [{ ...good, amount: undefined }, 400, 'amount: give the tip in rupees, as a number'],
      [{ ...good, currency: 'USD' }, 400, 'currency: tips are in Indian rupees (INR) only'],
      [{ ...good, type: 'gift' }, 400, "type: the only type is 'tip'"],
      [{ ...good, message: 'x'.repeat(201) }, 400, 'message: a message is at most 200 characters'],
      [{ ...good, message: 42 }, 400, 'message: '],
      [{ ...good, testMode: 'yes' }, 400, 'testMode: must be true or false'],
      [{ ...good, creatorId: '' }, 400, 'creatorId is required'],
      [{ ...good, creatorId: payer.user.id }, 400, 'creatorId: you cannot tip yourself'],
      [{ ...good, creatorId: 'no-such-user' }, 404, 'creatorId: no such creator'],
      [{ ...good, modelId: otherModel.id }, 400, "modelId: the model is not this creator's"],
      [{ ...good, modelId: 'no-such-model' }, 404, 'Model not found'],
      [{ ...good, extra: 1 }, 400, 'extra: cannot be set here'],
    ];
    for (const [data, status, message] of cases) {
      const answer = await payer.client.call('createRazorpayOrder', data);
      expect([answer.status, answer.error?.message.startsWith(message)], JSON.stringify(data).slice(0, 80)).toEqual([status, true]);
    }
    expect(await payer.client.call('createRazorpayOrder', { ...good, modelId: model.id })).toMatchObject({ status: 200 });
    expect([await orderRows(), orderCalls()]).toEqual([rows + 1, calls + 1]);
  });

  it("answers per role: signed out is told SPEC §8's 'Please log in to send a tip'; any member and an admin may tip; nobody tips themselves", async () => {
    const visitor = await h.t.client().call('createRazorpayOrder', { amount: 50, creatorId: creator.user.id });
    expect([visitor.status, visitor.error?.message]).toEqual([401, 'Please log in to send a tip']);
    expect((await admin.client.call('createRazorpayOrder', { amount: 50, creatorId: creator.user.id, testMode: true })).status).toBe(200);
    expect((await creator.client.call('createRazorpayOrder', { amount: 50, creatorId: creator.user.id, testMode: true })).error?.message).toBe('creatorId: you cannot tip yourself');
  });

  it("passes on the provider's refusal as the server's error text, and writes no order", async () => {
    const rows = await orderRows();
    h.razorpay.failNext('/v1/orders', 500, 'We are facing some trouble completing your request at the moment.');
    const answer = await payer.client.call('createRazorpayOrder', { amount: 50, creatorId: creator.user.id });
    expect([answer.status, answer.error?.message]).toEqual([503, 'Could not create the payment order: We are facing some trouble completing your request at the moment.']);
    expect(await orderRows()).toBe(rows);
  });
});

describe('createRazorpayOrder without live keys', () => {
  it('says live payments are not set up (so the dialog retries in test mode), and test mode still works', async () => {
    const razorpay = await startRazorpayStandIn({ keys: { test: STAND_IN_KEYS.test } });
    const t = await createTestApp({
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_TEST_KEY_ID: STAND_IN_KEYS.test.keyId,
      RAZORPAY_TEST_KEY_SECRET: STAND_IN_KEYS.test.keySecret,
      RAZORPAY_TEST_WEBHOOK_SECRET: STAND_IN_KEYS.test.webhookSecret,
    });
    try {
      const { owner, other } = await createOwnerOtherAdmin(t);
      const live = await other.client.call('createRazorpayOrder', { amount: 50, creatorId: owner.user.id });
      expect([live.status, live.error?.message]).toEqual([503, 'Live payments are not set up on this site yet. Try Test Mode.']);
      expect((await other.client.call('createRazorpayOrder', { amount: 50, creatorId: owner.user.id, testMode: true })).status).toBe(200);
      expect(razorpay.requests.filter((r) => r.path === '/v1/orders')).toHaveLength(1);
    } finally {
      await t.close();
      await razorpay.close();
    }
  });
});
