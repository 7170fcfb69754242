import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../db/schema';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { startPaymentsHarness, type PaymentsHarness } from '../test/payments-harness';
import { orderTip, verifyBody } from '../test/tip-flow';

let h: PaymentsHarness;
let creator: TestUser;
let payer: TestUser;
beforeAll(async () => {
  // Jobs run when drained: "nobody hears of it twice" is then exact, not a wait.
  h = await startPaymentsHarness({ jobsOnDemand: true });
  ({ owner: creator, other: payer } = await createOwnerOtherAdmin(h.t));
  h.razorpay.webhooks.policy = 'never';
});
afterAll(async () => h?.close());

const db = () => h.t.services.db;
const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.recipientId, userId)).orderBy(desc(notifications.createdAt));
const receiptsTo = (email: string) => db().select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'tip-receipt'))).orderBy(desc(mailOutbox.id));

describe('after a tip', () => {
  it('tells the creator (category tips, to /tips) and mails the payer a receipt with the split and the payment reference', async () => {
    const model = await createModelViaApi(creator.client, { title: 'Kolam stencil' });
    const order = await orderTip(payer, { creatorId: creator.user.id, modelId: model.id, amount: 250, message: 'Beautiful work' });
    const body = verifyBody(order, h.razorpay.pay(order.orderId));
    expect((await payer.client.call('verifyRazorpayPayment', body)).status).toBe(200);

    await h.t.drainJobs();
    expect((await notificationsOf(creator.user.id)).find((n) => n.type === 'tip')?.message).toMatch(/tipped you ₹250 for Kolam stencil \(test mode: no real money\)$/);
    const [tipNote] = (await notificationsOf(creator.user.id)).filter((n) => n.type === 'tip');
    expect(tipNote).toMatchObject({ category: 'tips', priority: 'high', actionUrl: '/tips', actorId: payer.user.id });
    expect((await notificationsOf(payer.user.id)).filter((n) => n.type === 'tip')).toEqual([]);

    expect(await receiptsTo(payer.email)).toHaveLength(1);
    const [receipt] = await receiptsTo(payer.email);
    expect(receipt!.subject).toBe('Your Meshmandi tip receipt (test mode)');
    expect(receipt!.text).toContain('no real money moved');
    expect(receipt!.text).toContain('₹250.00');
    expect(receipt!.text).toContain('receives ₹212.50; Meshmandi keeps ₹37.50 (15 %)');
    expect(receipt!.text).toContain('“Beautiful work”');
    expect(receipt!.text).toContain(body.paymentId);
    expect(receipt!.text).toContain('for Kolam stencil');
    // A second verify posts nothing, so nobody hears of it twice.
    expect((await payer.client.call('verifyRazorpayPayment', body)).status).toBe(200);
    await h.t.drainJobs();
    expect((await receiptsTo(payer.email)).length).toBe(1);
    expect((await notificationsOf(creator.user.id)).filter((n) => n.type === 'tip')).toHaveLength(1);
  });

  it('tells the creator of a refund, and nobody of a tip to the platform except the payer’s receipt', async () => {
    const order = await orderTip(payer, { creatorId: creator.user.id, amount: 100, testMode: false });
    const body = verifyBody(order, h.razorpay.pay(order.orderId));
    expect((await payer.client.call('verifyRazorpayPayment', body)).status).toBe(200);
    h.razorpay.webhooks.policy = 'immediate';
    h.razorpay.refund(body.paymentId);
    await h.razorpay.webhooks.settled();
    await h.t.drainJobs();
    expect((await notificationsOf(creator.user.id)).find((n) => n.type === 'tip_refund')?.message).toBe('A tip of ₹100 was refunded to the payer');
    h.razorpay.webhooks.policy = 'never';
    // The refunded tip's receipt was mailed by a job too (drained above), not taken for the next one's.
    const receiptFor = async (paymentId: string) => (await receiptsTo(payer.email)).find((mail) => mail.text.includes(paymentId));
    expect(await receiptFor(body.paymentId)).toBeDefined();
    const platform = await orderTip(payer, { creatorId: 'platform', amount: 50 });
    const platformBody = verifyBody(platform, h.razorpay.pay(platform.orderId));
    expect((await payer.client.call('verifyRazorpayPayment', platformBody)).status).toBe(200);
    await h.t.drainJobs();
    expect(await receiptFor(platformBody.paymentId)).toBeDefined();
    expect((await receiptFor(platformBody.paymentId))!.text).toContain('Meshmandi receives the whole tip');
  });
});
