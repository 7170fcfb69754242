import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../../shared/contracts/models/model-shapes';
import { insertTips } from '../insert-tips';
import { readEarningsChart } from '../../money/earnings-chart';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { startPaymentsHarness, type PaymentsHarness } from '../../test/payments-harness';
import { orderTip, verifyBody } from '../../test/tip-flow';

let h: PaymentsHarness;
let creator: TestUser;
let payer: TestUser;
let admin: TestUser;
let hinge: ModelDetail;
let vase: ModelDetail;

/** A tip paid through the Razorpay stand-in (live or test keys), verified as the dialog does. */
async function tip(body: { amount: number; testMode: boolean; modelId?: string }): Promise<string> {
  const order = await orderTip(payer, { creatorId: creator.user.id, ...body });
  const paid = verifyBody(order, h.razorpay.pay(order.orderId));
  const answer = await payer.client.call('verifyRazorpayPayment', paid);
  if (answer.status !== 200) throw new Error(`verify answered ${answer.status}: ${answer.error?.message}`);
  return paid.paymentId;
}

beforeAll(async () => {
  h = await startPaymentsHarness();
  ({ owner: creator, other: payer, admin } = await createOwnerOtherAdmin(h.t));
  [hinge, vase] = [await createModelViaApi(creator.client, { title: 'Brass hinge' }), await createModelViaApi(creator.client, { title: 'Spiral vase' })];
  // Live: ₹250 for the hinge (share ₹212.50), ₹333 for the vase (₹283.05), ₹100 from the profile (₹85).
  await tip({ amount: 250, testMode: false, modelId: hinge.id });
  const vaseTip = await tip({ amount: 333, testMode: false, modelId: vase.id });
  await tip({ amount: 100, testMode: false });
  // ₹70.01 of the vase tip refunded: the creator gives back round(28,305 × 7,001 / 33,300) = 5,951 paise.
  h.razorpay.refund(vaseTip, 7_001);
  await h.razorpay.webhooks.settled();
  // Test book: ₹500 for the hinge (₹425), apart from the live figures.
  await tip({ amount: 500, testMode: true, modelId: hinge.id });
  await h.razorpay.webhooks.settled();
});
afterAll(async () => h?.close());

const chart = (who: TestUser, input: Record<string, unknown> = {}) => who.client.call('getEarningsChart', input);

describe('getEarningsChart', () => {
  it('sums the live book to the paisa, refunds taken back, by day and by model', async () => {
    const answer = await chart(creator);
    expect(answer.status).toBe(200);
    const result = answer.result;
    expect(result).toMatchObject({ success: true, book: 'live', timeRange: '30d', bucket: 'day' });
    expect(result.series).toHaveLength(30);
    const today = result.series.at(-1);
    expect(today).toEqual({ start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), earnings: 21_250 + 22_354 + 8_500, tips: 3 });
    expect(result.series.slice(0, 29).every((p: { earnings: number; tips: number }) => p.earnings === 0 && p.tips === 0)).toBe(true);
    expect(result.total).toEqual({ earnings: 52_104, tips: 3 });
    expect(result.topModels).toEqual([
      { modelId: vase.id, title: 'Spiral vase', slug: vase.slug, earnings: 22_354, tips: 1 },
      { modelId: hinge.id, title: 'Brass hinge', slug: hinge.slug, earnings: 21_250, tips: 1 },
    ]);
    expect(result.otherModels).toEqual({ earnings: 0, tips: 0 });
    expect(result.withoutModel).toEqual({ earnings: 8_500, tips: 1 });
  });

  it('keeps the test book apart', async () => {
    const { result } = await chart(creator, { book: 'test', timeRange: '7d' });
    expect(result).toMatchObject({ book: 'test', timeRange: '7d', bucket: 'day', total: { earnings: 42_500, tips: 1 } });
    expect(result.series).toHaveLength(7);
    expect(result.topModels).toEqual([{ modelId: hinge.id, title: 'Brass hinge', slug: hinge.slug, earnings: 42_500, tips: 1 }]);
    const live = await chart(creator, { timeRange: 'all' });
    // All time from the first tip, today: a single day.
    expect(live.result).toMatchObject({ bucket: 'day', total: { earnings: 52_104, tips: 3 } });
    expect(live.result.series).toHaveLength(1);
  });

  it("answers per role: signed out 401, another member 403, the owner, an admin anyone's", async () => {
    expect((await h.t.client().call('getEarningsChart', {})).status).toBe(401);
    const other = await chart(payer, { userId: creator.user.id });
    expect([other.status, other.error?.message]).toEqual([403, 'You can only see your own earnings']);
    expect((await chart(creator, { userId: creator.user.id })).result).toMatchObject({ total: { earnings: 52_104 } });
    expect((await chart(admin, { userId: creator.user.id, book: 'test' })).result).toMatchObject({ total: { earnings: 42_500 } });
    const unknown = await chart(admin, { userId: 'no-such-member' });
    expect([unknown.status, unknown.error?.message]).toEqual([404, 'userId: no such member']);
    // A payer with no tips received: every day empty.
    expect((await chart(payer)).result).toMatchObject({ total: { earnings: 0, tips: 0 }, topModels: [] });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [input, message] of [
      [{ timeRange: '1y' }, 'timeRange: must be 7d, 30d, 90d or all'],
      [{ book: 'real' }, "book: must be 'live' or 'test'"],
      [{ userId: '' }, 'userId: must not be empty'],
      [{ bucket: 'day' }, 'bucket: cannot be set here'],
    ] as const) {
      const answer = await chart(creator, input);
      expect([answer.status, answer.error?.message]).toEqual([400, message]);
    }
  });
});

describe('the chart reader', () => {
  // Rows straight into tips (and their totals) for a creator of their own: many models and old dates, which the payment path cannot make quickly.
  const now = new Date('2025-03-12T12:00:00Z');
  async function seed(creatorId: string, rows: { at: string; modelId: string | null; amount: number; refunded?: number }[]) {
    await insertTips(
      h.t.services.db,
      rows.map((r, i) => ({
        paymentId: `pay_chart_${creatorId.slice(0, 8)}_${i}`,
        book: 'live' as const,
        fromUserId: 'someone',
        toUserId: creatorId,
        modelId: r.modelId,
        amount: r.amount,
        creatorAmount: Math.round(r.amount * 0.85),
        platformFee: r.amount - Math.round(r.amount * 0.85),
        refundedAmount: r.refunded ?? 0,
        createdAt: new Date(r.at),
      })),
    );
  }

  it("counts days in India's time, and names the 10 models that earned most with the rest together", async () => {
    const maker = await createUser(h.t);
    const id = maker.user.id;
    // 18:29:59 UTC is 23:59:59 in India, 18:30 the next day's midnight.
    const models = Array.from({ length: 12 }, (_, n) => `m${String(n).padStart(2, '0')}`);
    await seed(id, [
      { at: '2025-03-10T18:29:59Z', modelId: null, amount: 1_000 },
      { at: '2025-03-10T18:30:00Z', modelId: null, amount: 2_000 },
      ...models.map((modelId, n) => ({ at: '2025-03-12T05:00:00Z', modelId, amount: 1_000 * (n + 1) })),
    ]);
    const read = await readEarningsChart(h.t.services.db, admin.user, { creatorId: id, book: 'live', timeRange: '7d', now });
    expect(read.series.map((p) => p.start)).toEqual(['2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12']);
    expect(read.series.slice(-3)).toEqual([
      { start: '2025-03-10', earnings: 850, tips: 1 },
      { start: '2025-03-11', earnings: 1_700, tips: 1 },
      { start: '2025-03-12', earnings: 850 * 78, tips: 12 },
    ]);
    expect(read.topModels.map((m) => [m.modelId, m.earnings, m.title])).toEqual(models.slice(2).reverse().map((m, i) => [m, 850 * (12 - i), null]));
    expect(read.otherModels).toEqual({ earnings: 850 + 1_700, tips: 2 });
    expect(read.withoutModel).toEqual({ earnings: 850 + 1_700, tips: 2 });
    expect(read.total).toEqual({ earnings: 850 * 81, tips: 14 });
  });

  it('draws all time by day up to 90 days, then by week (Mondays), then by month', async () => {
    const weekly = await createUser(h.t);
    await seed(weekly.user.id, [{ at: '2024-10-01T06:00:00Z', modelId: null, amount: 10_000, refunded: 10_000 }, { at: '2025-03-10T06:00:00Z', modelId: null, amount: 2_000 }]);
    const byWeek = await readEarningsChart(h.t.services.db, admin.user, { creatorId: weekly.user.id, book: 'live', timeRange: 'all', now });
    expect(byWeek.bucket).toBe('week');
    // 2024-10-01 is a Tuesday: its week starts on Monday 30 September; 10 March 2025 is a Monday.
    expect(byWeek.series[0]).toEqual({ start: '2024-09-30', earnings: 0, tips: 1 });
    expect(byWeek.series.at(-1)).toEqual({ start: '2025-03-10', earnings: 1_700, tips: 1 });
    expect(byWeek.series).toHaveLength(24);

    const monthly = await createUser(h.t);
    await seed(monthly.user.id, [{ at: '2022-12-31T20:00:00Z', modelId: null, amount: 1_000 }]);
    const byMonth = await readEarningsChart(h.t.services.db, admin.user, { creatorId: monthly.user.id, book: 'live', timeRange: 'all', now });
    expect(byMonth.bucket).toBe('month');
    // 20:00 UTC on 31 December is 1 January in India.
    expect(byMonth.series[0]).toEqual({ start: '2023-01-01', earnings: 850, tips: 1 });
    expect(byMonth.series.at(-1)!.start).toBe('2025-03-01');
    expect(byMonth.series).toHaveLength(27);
  });
});
