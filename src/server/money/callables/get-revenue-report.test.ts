import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payVerificationPayout, payWithdrawal, reserveWithdrawal } from '../withdrawal-postings';
import { postTip } from '../post-tip';
import { indiaDay } from '../india-days';
import { createRoleTrio, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditLiveEarnings, refundLiveTip } from '../../test/withdrawal-factories';
import { BASIC_TIP_TIER } from '../../test/basic-tip-tier';

// Issue 16 item 9: /admin/revenue's figures and CSV, from the ledger, to the paisa.
let t: TestApp;
let admin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, plain: creator } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

describe('getRevenueReport', () => {
  it("adds up the platform's fees, its own tips, refunds, payouts and expenses, per day and in total, and the balances now", async () => {
    const empty = await admin.client.call('getRevenueReport');
    expect(empty.result).toMatchObject({ success: true, book: 'live', bucket: 'day', total: { netRevenue: 0, payouts: 0 } });
    expect(empty.result.series).toHaveLength(30);

    const first = await creditLiveEarnings(t, creator, 1000); // fee ₹150
    await creditLiveEarnings(t, creator, 200); // fee ₹30
    await refundLiveTip(t, first, 100); // the fee's part: ₹15
    await t.services.db.transaction((tx) =>
      postTip(tx, { book: 'live', paymentId: `pay_${randomUUID().slice(0, 12)}`, orderId: 'order_platform', amountPaise: 5000, payerId: 'fan', creatorId: null, creatorTier: null, modelId: null, message: '' }),
    );
    await t.services.db.transaction((tx) => postTip(tx, { book: 'test', paymentId: `pay_${randomUUID().slice(0, 12)}`, orderId: 'order_test', amountPaise: 10_000, payerId: 'fan', creatorId: creator.user.id, creatorTier: BASIC_TIP_TIER, modelId: null, message: '' }));
    const withdrawal = { withdrawalId: `w_${randomUUID()}`, creatorId: creator.user.id, amount: 50_000, processingFee: 1_000, netAmount: 49_000 };
    await t.services.db.transaction(async (tx) => {
      await reserveWithdrawal(tx, withdrawal, 1);
      await payWithdrawal(tx, withdrawal, 'pout_1');
      await payVerificationPayout(tx, { payoutId: 'pout_check', userId: creator.user.id, destinationId: 'dest', amount: 100 });
    });

    const live = await admin.client.call('getRevenueReport', { timeRange: '7d' });
    const total = { feesFromTips: 18_000, feesFromWithdrawals: 1_000, platformTips: 5_000, refunds: 1_500, payouts: 49_000, expenses: 100, adRevenue: 0, netRevenue: 18_000 + 1_000 + 5_000 - 1_500 - 100 };
    expect(live.result.total).toEqual(total);
    expect(live.result.series).toHaveLength(7);
    expect(live.result.series.at(-1)).toEqual({ start: indiaDay(new Date()), ...total });
    // Creators: ₹1,020 from tips less ₹85 refunded, less ₹500 withdrawn (paid).
    expect(live.result.balances).toEqual({ platformFees: 17_500, platformTips: 5_000, platformExpenses: 100, owedToCreators: 102_000 - 8_500 - 50_000, heldForWithdrawals: 0, heldForSponsored: 0, adRevenue: 0 });

    const test = await admin.client.call('getRevenueReport', { timeRange: 'all', book: 'test' });
    expect(test.result.total).toMatchObject({ feesFromTips: 1_500, payouts: 0, netRevenue: 1_500 });

    const csv = await admin.client.fetch('/api/admin/revenue.csv?timeRange=7d');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="meshmandi-revenue-live-7d-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"day from","fees from tips (₹)","fees from withdrawals (₹)","platform tips (₹)","refunds (₹)","expenses (₹)","ad revenue (₹)","net revenue (₹)","paid to creators (₹)"');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines.at(-1)).toBe('"total",180.00,10.00,50.00,15.00,1.00,0.00,224.00,490.00');
  });

  it('answers admins only, and names the field of bad input', async () => {
    expect((await t.client().call('getRevenueReport')).status).toBe(401);
    expect((await creator.client.call('getRevenueReport')).status).toBe(403);
    const bad = await admin.client.call('getRevenueReport', { timeRange: '1y' });
    expect([bad.status, bad.error?.message]).toEqual([400, 'timeRange: must be 7d, 30d, 90d or all']);
    expect((await admin.client.call('getRevenueReport', { book: 'play' })).error?.message).toBe("book: must be 'live' or 'test'");
    expect((await admin.client.call('getRevenueReport', { creatorId: 'x' })).error?.message).toBe('creatorId: cannot be set here');
    expect((await t.client().fetch('/api/admin/revenue.csv')).status).toBe(401);
    expect((await creator.client.fetch('/api/admin/revenue.csv')).status).toBe(403);
    const csv = await admin.client.fetch('/api/admin/revenue.csv?book=play');
    expect(csv.status).toBe(400);
    expect((await csv.json()).error.message).toBe("book: must be 'live' or 'test'");
  });
});
