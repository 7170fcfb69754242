import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, withdrawalRequests } from '../../db/schema';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { withdrawalPayoutKey } from '../payout-gateway';
import { redriveStuckPayouts } from '../payout-withdrawal';
import { auditEntries, createUser, type TestUser } from '../../test/factories';
import { balancesOf, giveLiveEarnings, pendingWithdrawal, startPayoutsHarness, withdrawalRow, type PayoutsHarness } from '../../test/payout-harness';

let h: PayoutsHarness;
let admin: TestUser;
let creator: TestUser;
let payer: TestUser;

beforeAll(async () => {
  h = await startPayoutsHarness();
  admin = await createUser(h.t, { role: 'admin' });
  creator = await createUser(h.t);
  payer = await createUser(h.t);
  // ₹20,000 of tips: ₹17,000 of live earnings to withdraw from.
  await giveLiveEarnings(h, payer, creator, 20_000);
}, 60_000);
afterAll(() => h.close());

const waitForStatus = (id: string, status: string) => expect.poll(async () => (await withdrawalRow(h.t, id)).status, { timeout: 10_000, interval: 100 }).toBe(status);

describe('processWithdrawal through RazorpayX (the stand-in)', () => {
  it('approves a pending withdrawal: one payout with the idempotency key, completed by the webhook, posted once', async () => {
    const before = await balancesOf(h.t, creator.user.id);
    const w = await pendingWithdrawal(h.t, creator.user.id, 50_000);
    expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: before.available - 50_000, held: before.held + 50_000 });
    const answer = await admin.client.call('processWithdrawal', { withdrawalId: w.id });
    expect(answer.status).toBe(200);
    expect(answer.result.withdrawal).toMatchObject({ id: w.id, payoutMode: 'razorpayx', amount: 50_000, processingFee: 1_000, netAmount: 49_000 });
    await waitForStatus(w.id, 'completed');
    const requests = h.x.payoutRequests.filter((r) => r.idempotencyKey === withdrawalPayoutKey(w.id, 1));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({ amount: 49_000, mode: 'UPI', currency: 'INR', account_number: h.x.keys.accountNumber });
    const row = await withdrawalRow(h.t, w.id);
    expect(row).toMatchObject({ processedBy: admin.user.id, payoutId: expect.stringMatching(/^pout_/) });
    expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: before.available - 50_000, held: before.held });
    expect((await auditEntries(h.t, w.id)).map((a) => a.action)).toEqual(['withdrawal.approve']);
    await expect
      .poll(async () => (await creator.client.call('listNotifications', {})).result?.notifications?.map((n: { message: string }) => n.message) ?? [], { timeout: 15_000, interval: 250 })
      .toContain('Your withdrawal of ₹490 was paid');
  });

  it('approving twice at once makes one payout; the second approval is told it is no longer pending', async () => {
    const w = await pendingWithdrawal(h.t, creator.user.id, 20_000);
    const answers = await Promise.all([admin.client.call('processWithdrawal', { withdrawalId: w.id }), admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'approve' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.error!.message).toMatch(/processing|completed/);
    await waitForStatus(w.id, 'completed');
    expect(h.x.payoutRequests.filter((r) => r.idempotencyKey?.startsWith(`withdrawal:${w.id}:`))).toHaveLength(1);
  });

  it('rejects with a reason (required), returning the reservation; a rejected one cannot be approved', async () => {
    const before = await balancesOf(h.t, creator.user.id);
    const w = await pendingWithdrawal(h.t, creator.user.id, 15_000);
    const noReason = await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.error!.message).toContain('reason');
    expect((await withdrawalRow(h.t, w.id)).status).toBe('pending');
    expect(await auditEntries(h.t, w.id)).toHaveLength(0);
    const rejected = await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'reject', reason: 'The UPI id belongs to someone else' });
    expect(rejected.result.withdrawal).toMatchObject({ status: 'rejected', failureReason: 'The UPI id belongs to someone else' });
    expect(await balancesOf(h.t, creator.user.id)).toEqual(before);
    expect((await admin.client.call('processWithdrawal', { withdrawalId: w.id })).status).toBe(409);
    expect((await auditEntries(h.t, w.id)).map((a) => a.action)).toEqual(['withdrawal.reject']);
  });

  it('a failed payout releases the money; retry reserves again (attempt 2, a new payout) and pays', async () => {
    const before = await balancesOf(h.t, creator.user.id);
    const w = await pendingWithdrawal(h.t, creator.user.id, 30_000);
    h.x.outcome = 'failed';
    try {
      expect((await admin.client.call('processWithdrawal', { withdrawalId: w.id })).status).toBe(200);
      await waitForStatus(w.id, 'failed');
    } finally {
      h.x.outcome = 'processed';
    }
    expect((await withdrawalRow(h.t, w.id)).failureReason).toBe('Beneficiary bank is down');
    expect(await balancesOf(h.t, creator.user.id)).toEqual(before);
    const retried = await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'retry' });
    expect(retried.status).toBe(200);
    await waitForStatus(w.id, 'completed');
    expect((await withdrawalRow(h.t, w.id)).attempt).toBe(2);
    expect(h.x.payoutRequests.filter((r) => r.idempotencyKey === withdrawalPayoutKey(w.id, 2))).toHaveLength(1);
    expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: before.available - 30_000, held: before.held });
    expect((await auditEntries(h.t, w.id)).map((a) => a.action)).toEqual(['withdrawal.approve', 'withdrawal.retry']);
  });

  it('a payout RazorpayX refuses fails at once and releases the money', async () => {
    const before = await balancesOf(h.t, creator.user.id);
    const w = await pendingWithdrawal(h.t, creator.user.id, 12_000);
    h.razorpay.failNext('/v1/payouts', 400, 'The fund account is not active');
    const answer = await admin.client.call('processWithdrawal', { withdrawalId: w.id });
    expect(answer.result.withdrawal).toMatchObject({ status: 'failed', failureReason: 'The payout was refused: The fund account is not active' });
    expect(await balancesOf(h.t, creator.user.id)).toEqual(before);
  });

  it('a node that died after the payout was made but before its id was saved is re-driven to the same payout', async () => {
    const w = await pendingWithdrawal(h.t, creator.user.id, 10_000);
    h.x.outcome = 'processing';
    try {
      // The approval committed, the payout was made, then the node died: no payout id was saved.
      await h.t.services.db.update(withdrawalRequests).set({ status: 'processing', payoutMode: 'razorpayx', processedBy: admin.user.id, processedAt: new Date(Date.now() - 120_000) }).where(eq(withdrawalRequests.id, w.id));
      const made = await h.t.services.payouts.createPayout({
        idempotencyKey: withdrawalPayoutKey(w.id, 1), amountPaise: w.netAmount, destination: { kind: 'vpa', upiId: 'asha.k@okaxis' },
        contact: { referenceId: creator.user.id, name: creator.user.displayName }, purpose: 'payout', referenceId: w.id, narration: 'Meshmandi earnings', notes: { kind: 'withdrawal', withdrawalId: w.id, attempt: 1, userId: creator.user.id },
      });
      expect(await redriveStuckPayouts(h.t.services)).toMatchObject({ withdrawals: 1 });
      expect((await withdrawalRow(h.t, w.id)).payoutId).toBe(made.id);
      expect([...h.x.payouts.values()].filter((p) => p.notes.withdrawalId === w.id)).toHaveLength(1);
      h.x.settle(made.id, 'processed');
      await waitForStatus(w.id, 'completed');
    } finally {
      h.x.outcome = 'processed';
    }
    expect(await redriveStuckPayouts(h.t.services, 0)).toEqual({ withdrawals: 0, verifications: 0 });
  });
});

describe('processWithdrawal and listWithdrawalQueue: who may call them, and bad input', () => {
  it('signed out 401, a user 403 (even the creator), nothing written', async () => {
    const w = await pendingWithdrawal(h.t, creator.user.id, 11_000);
    for (const [client, status] of [[h.t.client(), 401], [creator.client, 403]] as const) {
      expect((await client.call('processWithdrawal', { withdrawalId: w.id })).status).toBe(status);
      expect((await client.call('listWithdrawalQueue', {})).status).toBe(status);
    }
    expect((await withdrawalRow(h.t, w.id)).status).toBe('pending');
    expect(await auditEntries(h.t, w.id)).toHaveLength(0);
    const list = await admin.client.call('listWithdrawalQueue', { status: 'pending' });
    expect(list.status).toBe(200);
    expect(list.result.withdrawals.find((x: { id: string }) => x.id === w.id)).toMatchObject({ payTo: 'UPI asha.k@okaxis', user: { uid: creator.user.id } });
  });

  it('bad input answers 4xx naming the field and writes nothing', async () => {
    const [audits] = await h.t.services.db.select({ n: count() }).from(auditLog);
    const cases: [unknown, string, number][] = [
      [{}, 'withdrawalId', 400],
      [{ withdrawalId: 'x', action: 'pay-twice' }, 'action', 400],
      [{ withdrawalId: 'x', reason: 'r'.repeat(501) }, 'reason', 400],
      [{ withdrawalId: 'x', extra: 1 }, 'extra', 400],
      [{ withdrawalId: 'no-such-withdrawal' }, 'withdrawalId', 404],
    ];
    for (const [data, field, status] of cases) {
      const answer = await admin.client.call('processWithdrawal', data);
      expect(answer.status, JSON.stringify(data)).toBe(status);
      expect(answer.error!.message).toContain(field);
    }
    const badList = await admin.client.call('listWithdrawalQueue', { status: 'lost' });
    expect(badList.status).toBe(400);
    expect(badList.error!.message).toContain('status');
    const [after] = await h.t.services.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(audits!.n);
    expect((await reconcileLedger(h.t.services.db)).balanced).toBe(true);
  });
});
