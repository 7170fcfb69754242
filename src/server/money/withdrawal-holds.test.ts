import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransactions, withdrawalHolds } from '../db/schema';
import { reconcileLedger } from './reconcile-ledger';
import { auditEntries, createUser, type TestUser } from '../test/factories';
import { balancesOf, pendingWithdrawal, withdrawalRow } from '../test/payout-harness';
import { createTestApp, type TestApp } from '../test/test-app';
import { creditLiveEarnings, refundLiveTip } from '../test/withdrawal-factories';

const FAILED = 'Failed to process withdrawal';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // Not production, no RazorpayX keys: approved withdrawals are paid by the built-in test payouts.
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
}, 60_000);
afterAll(async () => t?.close());

const act = (who: TestUser, withdrawalId: string, action: string, reason?: string) => who.client.call('processWithdrawal', { withdrawalId, action, ...(reason ? { reason } : {}) });
const openHolds = (withdrawalId: string) => t.services.db.select().from(withdrawalHolds).where(and(eq(withdrawalHolds.withdrawalId, withdrawalId), isNull(withdrawalHolds.releasedAt)));
const queued = async (withdrawalId: string) => {
  const answer = await admin.client.call('listWithdrawalQueue', { status: 'pending', limit: 200 });
  expect(answer.status).toBe(200);
  return answer.result.withdrawals.find((w: { id: string }) => w.id === withdrawalId);
};

/** Issue 27 item 2's case: ₹850 earned, ₹800 asked for, then the ₹1,000 tip refunded: ₹800 short. */
async function refundedAfterRequest() {
  const creator = await createUser(t);
  const paymentId = await creditLiveEarnings(t, creator, 1_000);
  const w = await pendingWithdrawal(t, creator.user.id, 80_000);
  await refundLiveTip(t, paymentId, 1_000);
  expect(await balancesOf(t, creator.user.id)).toEqual({ available: -80_000, held: 80_000 });
  return { creator, w, paymentId };
}

describe('a refund after a withdrawal request holds it (issue 27 item 2)', () => {
  it('holds the pending withdrawal with the refund and the shortfall; approval is refused with that reason and pays nothing', async () => {
    const { creator, w, paymentId } = await refundedAfterRequest();
    const [hold] = await openHolds(w.id);
    expect(hold).toMatchObject({ userId: creator.user.id, shortfall: 80_000, cause: expect.stringMatching(/^rfnd_/) });
    expect(hold!.reason).toBe(`A refund of ₹1,000.00 (${hold!.cause}) on tip payment ${paymentId} left the balance ₹800.00 short of the withdrawals waiting to be paid`);

    const approved = await act(admin, w.id, 'approve');
    expect([approved.status, approved.error?.message]).toEqual([
      409,
      `${FAILED}: it is on hold: ${hold!.reason}. Release the hold once the balance covers it again, or reject it`,
    ]);
    expect(await withdrawalRow(t, w.id)).toMatchObject({ status: 'pending', processedBy: null, payoutMode: null });
    expect(await auditEntries(t, w.id)).toEqual([]);
    expect(await queued(w.id)).toMatchObject({ hold: { reason: hold!.reason, shortfall: 80_000, heldAt: expect.any(String) } });
  });

  it('a release is refused while the balance is short, allowed once new earnings cover it; then it can be approved', async () => {
    const { creator, w } = await refundedAfterRequest();
    const early = await act(admin, w.id, 'release');
    expect([early.status, early.error?.message]).toEqual([
      409,
      `${FAILED}: the balance is still ₹800.00 short, so the hold stays; release it once new earnings or rejected withdrawals cover that, or reject it`,
    ]);
    expect(await openHolds(w.id)).toHaveLength(1);
    // ₹850 more earned: ₹50 over the shortfall.
    await creditLiveEarnings(t, creator, 1_000);
    const released = await act(admin, w.id, 'release');
    expect(released.status).toBe(200);
    expect(released.result.withdrawal).toMatchObject({ id: w.id, status: 'pending' });
    expect(await openHolds(w.id)).toEqual([]);
    expect(await queued(w.id)).toMatchObject({ hold: null });
    expect((await act(admin, w.id, 'release')).status).toBe(409);
    const approved = await act(admin, w.id, 'approve');
    expect(approved.status).toBe(200);
    expect((await auditEntries(t, w.id)).map((a) => a.action)).toEqual(['withdrawal.release', 'withdrawal.approve']);
  });

  it('rejecting a held withdrawal gives its reservation back towards the shortfall and closes the hold', async () => {
    const { creator, w } = await refundedAfterRequest();
    const rejected = await act(admin, w.id, 'reject', 'A tip it was paid from was refunded');
    expect(rejected.result.withdrawal).toMatchObject({ status: 'rejected' });
    expect(await balancesOf(t, creator.user.id)).toEqual({ available: 0, held: 0 });
    expect(await openHolds(w.id)).toEqual([]);
  });

  it('the approval itself re-checks the ledger balance under its lock: short with no hold, it holds the withdrawal and refuses', async () => {
    const { creator, w } = await refundedAfterRequest();
    // As a refund recorded before holds existed would have left it: short, and nothing held.
    await t.services.db.delete(withdrawalHolds).where(eq(withdrawalHolds.withdrawalId, w.id));
    const paidBefore = await t.services.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'withdrawal_paid'));
    const approved = await act(admin, w.id, 'approve');
    const reason = 'When it was to be approved the balance was ₹800.00 short: refunds or chargebacks took back more than the creator had left';
    expect([approved.status, approved.error?.message]).toEqual([409, `${FAILED}: it is on hold: ${reason}. Release the hold once the balance covers it again, or reject it`]);
    expect(await withdrawalRow(t, w.id)).toMatchObject({ status: 'pending' });
    expect(await openHolds(w.id)).toMatchObject([{ cause: 'approval', shortfall: 80_000, reason }]);
    expect(await t.services.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'withdrawal_paid'))).toEqual(paidBefore);
    expect(await balancesOf(t, creator.user.id)).toEqual({ available: -80_000, held: 80_000 });
  });

  it('a refund that leaves the balance at or above zero holds nothing', async () => {
    const creator = await createUser(t);
    const paymentId = await creditLiveEarnings(t, creator, 1_000);
    await creditLiveEarnings(t, creator, 1_000);
    const w = await pendingWithdrawal(t, creator.user.id, 80_000);
    await refundLiveTip(t, paymentId, 1_000);
    expect(await balancesOf(t, creator.user.id)).toEqual({ available: 5_000, held: 80_000 });
    expect(await openHolds(w.id)).toEqual([]);
    expect((await act(admin, w.id, 'approve')).status).toBe(200);
  });

  it('a second refund while held keeps the first hold; every hold is one open row', async () => {
    const creator = await createUser(t);
    const first = await creditLiveEarnings(t, creator, 500);
    const second = await creditLiveEarnings(t, creator, 500);
    const w = await pendingWithdrawal(t, creator.user.id, 80_000);
    await refundLiveTip(t, first, 500);
    await refundLiveTip(t, second, 500);
    const holds = await openHolds(w.id);
    expect(holds).toHaveLength(1);
    // ₹50 left after the request, then ₹425 taken back: ₹375 short when it was held.
    expect(holds[0]!.shortfall).toBe(37_500);
  });
});

describe('no one processes their own withdrawal (issue 27 item 6)', () => {
  it('an admin is refused every action on their own withdrawal with a 403, writing nothing; another admin may approve it', async () => {
    await creditLiveEarnings(t, admin, 1_000);
    const own = await pendingWithdrawal(t, admin.user.id, 20_000);
    const [audits] = await t.services.db.select({ n: count() }).from(auditLog);
    for (const [action, reason] of [['approve'], ['reject', 'mine'], ['release'], ['retry'], ['mark-paid', 'UTR123']] as const) {
      const answer = await act(admin, own.id, action, reason);
      expect([answer.status, answer.error?.message], action).toEqual([403, `${FAILED}: withdrawalId: this is your own withdrawal; another admin must decide it`]);
    }
    expect(await withdrawalRow(t, own.id)).toMatchObject({ status: 'pending', processedBy: null });
    expect(await t.services.db.select({ n: count() }).from(auditLog)).toEqual([audits]);
    const superAdmin = await createUser(t, { role: 'super_admin' });
    await creditLiveEarnings(t, superAdmin, 1_000);
    const theirs = await pendingWithdrawal(t, superAdmin.user.id, 20_000);
    expect((await act(superAdmin, theirs.id, 'approve')).status).toBe(403);
    expect((await act(admin, theirs.id, 'approve')).status).toBe(200);
    expect((await act(superAdmin, own.id, 'approve')).status).toBe(200);
  });

  it('release: signed out 401, a member 403 (even the creator), bad input 4xx, nothing written', async () => {
    const { creator, w } = await refundedAfterRequest();
    expect((await t.client().call('processWithdrawal', { withdrawalId: w.id, action: 'release' })).status).toBe(401);
    expect((await act(creator, w.id, 'release')).status).toBe(403);
    const unknown = await act(admin, 'no-such-withdrawal', 'release');
    expect([unknown.status, unknown.error?.message]).toEqual([404, `${FAILED}: withdrawalId: no such withdrawal`]);
    const bad = await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'unhold' });
    expect([bad.status, bad.error?.message]).toEqual([400, `${FAILED}: action: one of 'approve', 'reject', 'retry', 'mark-paid', 'release'`]);
    expect(await openHolds(w.id)).toHaveLength(1);
    expect(await auditEntries(t, w.id)).toEqual([]);
    expect((await reconcileLedger(t.services.db)).balanced).toBe(true);
  });
});
