import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { createUser, type TestUser } from '../../test/factories';
import { addDestination, balancesOf } from '../../test/payout-harness';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applyChange, traceOf, withdrawalIn, type Posting } from '../../test/withdrawal-lifecycle-kit';
import { creditLiveEarnings } from '../../test/withdrawal-factories';
import { requestWithdrawal } from './request-withdrawal';

// Decision 058: every allowed transition writes its row, posts balanced entries and records its event.
let t: TestApp;
let admin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  creator = await createUser(t);
  await creditLiveEarnings(t, creator, 20_000);
}, 60_000);
afterAll(async () => t?.close());

// ₹100: a ₹2 fee and ₹98 paid.
const AMOUNT = 10_000;
const FEE = 200;
const NET = 9_800;
const earnings = () => `creator_earnings:${creator.user.id}`;
const holds = () => `withdrawal_holds:${creator.user.id}`;
const outcome = (withdrawalId: string, reason: string | null) => ({ withdrawalId, amount: AMOUNT, netAmount: NET, reason });

/** The postings a transition added, each balanced to the paisa. */
async function newPostings(withdrawalId: string, before: Posting[]): Promise<Posting[]> {
  const added = (await traceOf(t, withdrawalId)).postings.slice(before.length);
  for (const posting of added) expect(posting.entries.reduce((sum, e) => sum + e.amount, 0), posting.key).toBe(0);
  expect((await reconcileLedger(t.services.db)).balanced).toBe(true);
  return added;
}

/** Runs the change on a withdrawal in `from`, answering what it wrote beside the row. */
async function run(from: Parameters<typeof withdrawalIn>[2], change: Parameters<typeof applyChange>[2]) {
  const w = await withdrawalIn(t, creator.user.id, from, AMOUNT);
  const before = await traceOf(t, w.id);
  const money = await balancesOf(t, creator.user.id);
  const row = await applyChange(t, w.id, change);
  const after = await traceOf(t, w.id);
  expect(after.row).toEqual(row);
  expect(row.updatedAt.getTime()).toBeGreaterThan(before.row.updatedAt.getTime() - 1);
  const moneyAfter = await balancesOf(t, creator.user.id);
  return {
    w,
    row,
    postings: await newPostings(w.id, before.postings),
    events: after.events.slice(before.events.length),
    moved: { available: moneyAfter.available - money.available, held: moneyAfter.held - money.held },
  };
}

describe('each allowed transition', () => {
  it('request: a pending row, its whole amount reserved, withdrawal.requested; the same key again writes nothing', async () => {
    const destination = await addDestination(t, creator.user.id, { upiId: 'lifecycle@okaxis' });
    const ask = { userId: creator.user.id, amount: AMOUNT, processingFee: FEE, netAmount: NET, method: 'upi' as const, destinationId: destination.id, destinationLabel: 'lifecycle@okaxis', schedule: 'instant' as const, requestKey: 'lifecycle-key' };
    const money = await balancesOf(t, creator.user.id);
    const made = await t.services.db.transaction((tx) => requestWithdrawal({ tx, jobs: t.services.jobs }, ask, creator.user.id));
    expect(made!.row).toMatchObject({ status: 'pending', attempt: 1, payoutId: null, processedBy: null, failureReason: null });
    expect(made!.available).toBe(money.available - AMOUNT);
    const trace = await traceOf(t, made!.row.id);
    expect(trace.postings).toEqual([{ kind: 'withdrawal_reserve', key: `withdrawal-reserve:${made!.row.id}:1`, entries: [{ account: earnings(), amount: AMOUNT }, { account: holds(), amount: -AMOUNT }] }]);
    expect(trace.events).toEqual([
      { type: 'withdrawal.requested', subjectId: creator.user.id, actorId: creator.user.id, data: { withdrawalId: made!.row.id, amount: AMOUNT, processingFee: FEE, netAmount: NET, method: 'upi', schedule: 'instant' } },
    ]);
    expect(await t.services.db.transaction((tx) => requestWithdrawal({ tx, jobs: t.services.jobs }, ask, creator.user.id))).toBeNull();
    expect(await traceOf(t, made!.row.id)).toEqual(trace);
  });

  it('approve: processing, by whom, when and how it is paid; no posting, no event', async () => {
    const { row, postings, events, moved } = await run('pending', { transition: 'approve', by: admin.user.id, payoutMode: 'razorpayx' });
    expect(row).toMatchObject({ status: 'processing', processedBy: admin.user.id, payoutMode: 'razorpayx', failureReason: null, payoutId: null, attempt: 1 });
    expect(row.processedAt).toBeInstanceOf(Date);
    expect([postings, events, moved]).toEqual([[], [], { available: 0, held: 0 }]);
  });

  it('reject: rejected with the reason, the reservation released, withdrawal.failed with status rejected', async () => {
    const { w, row, postings, events, moved } = await run('pending', { transition: 'reject', by: admin.user.id, reason: 'The downloads look bought' });
    expect(row).toMatchObject({ status: 'rejected', failureReason: 'The downloads look bought', processedBy: admin.user.id });
    expect(postings).toEqual([{ kind: 'withdrawal_released', key: `withdrawal-released:${w.id}:1`, entries: [{ account: holds(), amount: AMOUNT }, { account: earnings(), amount: -AMOUNT }] }]);
    expect(events).toEqual([{ type: 'withdrawal.failed', subjectId: creator.user.id, actorId: admin.user.id, data: { ...outcome(w.id, 'The downloads look bought'), status: 'rejected' } }]);
    expect(moved).toEqual({ available: AMOUNT, held: -AMOUNT });
  });

  it('cancel: rejected for a deleted account, the reservation released, no event', async () => {
    const { w, row, postings, events, moved } = await run('pending', { transition: 'cancel', by: admin.user.id, reason: 'The account was deleted' });
    expect(row).toMatchObject({ status: 'rejected', failureReason: 'The account was deleted', processedBy: admin.user.id });
    expect(postings.map((p) => p.key)).toEqual([`withdrawal-released:${w.id}:1`]);
    expect([events, moved]).toEqual([[], { available: AMOUNT, held: -AMOUNT }]);
  });

  it('retry: processing again as attempt 2, reserved anew, the failure cleared; no event', async () => {
    const { w, row, postings, events, moved } = await run('failed', { transition: 'retry', by: admin.user.id, payoutMode: 'razorpayx' });
    expect(row).toMatchObject({ status: 'processing', attempt: 2, payoutId: null, failureReason: null, completedAt: null, processedBy: admin.user.id, payoutMode: 'razorpayx' });
    expect(postings).toEqual([{ kind: 'withdrawal_reserve', key: `withdrawal-reserve:${w.id}:2`, entries: [{ account: earnings(), amount: AMOUNT }, { account: holds(), amount: -AMOUNT }] }]);
    expect([events, moved]).toEqual([[], { available: -AMOUNT, held: AMOUNT }]);
  });

  it('complete: completed with the payout id, the net paid out and the fee kept, withdrawal.completed by no one', async () => {
    const { w, row, postings, events, moved } = await run('processing', { transition: 'complete', payoutId: 'pout_lifecycle_1' });
    expect(row).toMatchObject({ status: 'completed', payoutId: 'pout_lifecycle_1' });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(postings).toEqual([
      { kind: 'withdrawal_paid', key: `withdrawal-paid:${w.id}`, entries: [{ account: holds(), amount: AMOUNT }, { account: 'provider_clearing:', amount: -NET }, { account: 'platform_fees:', amount: -FEE }] },
    ]);
    expect(events).toEqual([{ type: 'withdrawal.completed', subjectId: creator.user.id, actorId: null, data: outcome(w.id, null) }]);
    expect(moved).toEqual({ available: 0, held: -AMOUNT });
  });

  it('mark-paid: completed with the bank reference as its payout id, withdrawal.completed by the admin', async () => {
    const { w, row, postings, events } = await run('processing', { transition: 'mark-paid', by: admin.user.id, bankReference: 'UTR-LIFECYCLE-1' });
    expect(row).toMatchObject({ status: 'completed', payoutId: 'by-hand:UTR-LIFECYCLE-1' });
    expect(postings.map((p) => p.key)).toEqual([`withdrawal-paid:${w.id}`]);
    expect(events).toEqual([{ type: 'withdrawal.completed', subjectId: creator.user.id, actorId: admin.user.id, data: outcome(w.id, null) }]);
  });

  it('fail: failed with the reason and payout id, the reservation released, withdrawal.failed by no one', async () => {
    const { w, row, postings, events, moved } = await run('processing', { transition: 'fail', payoutId: 'pout_lifecycle_2', reason: 'Beneficiary bank is down' });
    expect(row).toMatchObject({ status: 'failed', payoutId: 'pout_lifecycle_2', failureReason: 'Beneficiary bank is down' });
    expect(postings.map((p) => p.key)).toEqual([`withdrawal-released:${w.id}:1`]);
    expect(events).toEqual([{ type: 'withdrawal.failed', subjectId: creator.user.id, actorId: null, data: outcome(w.id, 'Beneficiary bank is down') }]);
    expect(moved).toEqual({ available: AMOUNT, held: -AMOUNT });
  });

  it('fail without a payout (refused by the provider): the row keeps no payout id', async () => {
    const { row } = await run('processing', { transition: 'fail', payoutId: null, reason: 'The payout was refused' });
    expect(row).toMatchObject({ status: 'failed', payoutId: null, failureReason: 'The payout was refused' });
  });

  it('reverse a completed one: failed, the net and the fee back to the creator, withdrawal.failed', async () => {
    const { w, row, postings, events, moved } = await run('completed', { transition: 'reverse', payoutId: 'pout_lifecycle_3', reason: 'Reversed by the bank: account closed' });
    expect(row).toMatchObject({ status: 'failed', payoutId: 'pout_lifecycle_3', failureReason: 'Reversed by the bank: account closed' });
    expect(postings).toEqual([
      { kind: 'withdrawal_reversed', key: `withdrawal-reversed:${w.id}`, entries: [{ account: 'provider_clearing:', amount: NET }, { account: earnings(), amount: -AMOUNT }, { account: 'platform_fees:', amount: FEE }] },
    ]);
    expect(events).toEqual([{ type: 'withdrawal.failed', subjectId: creator.user.id, actorId: null, data: outcome(w.id, 'Reversed by the bank: account closed') }]);
    expect(moved).toEqual({ available: AMOUNT, held: 0 });
  });

  it('reverse one still processing (the reversal overtook its confirmation): paid first, then reversed', async () => {
    const { w, postings, moved } = await run('processing', { transition: 'reverse', payoutId: 'pout_lifecycle_4', reason: 'Reversed by the bank: closed' });
    expect(postings.map((p) => p.key)).toEqual([`withdrawal-paid:${w.id}`, `withdrawal-reversed:${w.id}`]);
    expect(moved).toEqual({ available: AMOUNT, held: -AMOUNT });
  });
});
