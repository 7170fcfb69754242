import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createUser, type TestUser } from '../test/factories';
import { balancesOf, giveLiveEarnings, pendingWithdrawal, startPayoutsHarness, withdrawalRow, type PayoutsHarness } from '../test/payout-harness';

// Live keys at the loopback stand-in and no RazorpayX: the built-in test payouts pay withdrawals.
let h: PayoutsHarness;
let admin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  h = await startPayoutsHarness({ razorpayx: false });
  admin = await createUser(h.t, { role: 'admin' });
  creator = await createUser(h.t);
  await giveLiveEarnings(h, await createUser(h.t), creator, 2_000);
}, 60_000);
afterAll(() => h?.close());

const settled = (id: string) => expect.poll(async () => (await withdrawalRow(h.t, id)).status, { timeout: 15_000, interval: 100 }).not.toBe('processing');

describe('built-in test payouts (issue 27 item 8)', () => {
  it('complete a withdrawal where the live book holds no real money', async () => {
    const w = await pendingWithdrawal(h.t, creator.user.id, 20_000);
    expect((await admin.client.call('processWithdrawal', { withdrawalId: w.id })).result.withdrawal).toMatchObject({ payoutMode: 'built-in' });
    await settled(w.id);
    expect((await withdrawalRow(h.t, w.id)).status).toBe('completed');
  });

  it('never complete one once the site takes real money: it fails, and the whole amount is back in the balance', async () => {
    const stubbed = h.t.services.config.payments;
    const before = await balancesOf(h.t, creator.user.id);
    const w = await pendingWithdrawal(h.t, creator.user.id, 30_000);
    try {
      // What the job sees on a site whose live keys reach Razorpay itself (start-up refuses it; a job queued before a restart would not).
      h.t.services.config.payments = { ...stubbed, apiUrl: 'https://api.razorpay.com' };
      expect((await admin.client.call('processWithdrawal', { withdrawalId: w.id })).status).toBe(200);
      await settled(w.id);
    } finally {
      h.t.services.config.payments = stubbed;
    }
    const row = await withdrawalRow(h.t, w.id);
    expect(row).toMatchObject({ status: 'failed', completedAt: null });
    expect(row.failureReason).toMatch(/^Built-in test payouts move no money, and this site takes real money/);
    expect(await balancesOf(h.t, creator.user.id)).toEqual(before);
    expect(await reconcileLedger(h.t.services.db)).toMatchObject({ balanced: true });
  });
});
