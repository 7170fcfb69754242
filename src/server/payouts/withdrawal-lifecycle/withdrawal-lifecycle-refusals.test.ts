import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_STATUSES } from '../../db/schema';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { createUser, type TestUser } from '../../test/factories';
import { balancesOf, pendingWithdrawal } from '../../test/payout-harness';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applyChange, traceOf, withdrawalIn } from '../../test/withdrawal-lifecycle-kit';
import { creditLiveEarnings } from '../../test/withdrawal-factories';
import type { WithdrawalChange } from './transition-effects';
import { WITHDRAWAL_TRANSITIONS, WithdrawalTransitionRefused, type WithdrawalStatus, type WithdrawalTransition } from './transitions';

// Decision 058: a transition its withdrawal's status does not allow is refused and writes nothing.
let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t);
  await creditLiveEarnings(t, creator, 20_000);
}, 60_000);
afterAll(async () => t?.close());

const by = 'admin-of-the-refusal-tests';
const CHANGES: { [T in WithdrawalTransition]: WithdrawalChange & { transition: T } } = {
  approve: { transition: 'approve', by, payoutMode: 'by-hand' },
  reject: { transition: 'reject', by, reason: 'Refused' },
  cancel: { transition: 'cancel', by, reason: 'Deleted' },
  retry: { transition: 'retry', by, payoutMode: 'by-hand' },
  'mark-paid': { transition: 'mark-paid', by, bankReference: 'UTR-REFUSED' },
  complete: { transition: 'complete', payoutId: 'pout_refused' },
  fail: { transition: 'fail', payoutId: 'pout_refused', reason: 'Failed' },
  reverse: { transition: 'reverse', payoutId: 'pout_refused', reason: 'Reversed' },
};
const TRANSITIONS = Object.keys(WITHDRAWAL_TRANSITIONS) as WithdrawalTransition[];

/** The row, its postings and events, and the creator's money: what a refused transition must leave as it was. */
const everything = async (withdrawalId: string) => ({ ...(await traceOf(t, withdrawalId)), money: await balancesOf(t, creator.user.id) });

/** Refused, with the error a caller and a webhook read, and nothing written. */
async function expectRefused(withdrawalId: string, change: WithdrawalChange, message: string, refusedAs: 'transition' | 'rule' = 'transition') {
  const before = await everything(withdrawalId);
  const refused = await applyChange(t, withdrawalId, change).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({ code: 'already-exists', status: 409, message });
  expect(refused instanceof WithdrawalTransitionRefused).toBe(refusedAs === 'transition');
  expect(await everything(withdrawalId)).toEqual(before);
}

describe('the lifecycle’s shape', () => {
  it('links exactly these pairs of statuses, and completed and rejected are final', () => {
    const pairs: Record<string, WithdrawalTransition[]> = {};
    for (const from of WITHDRAWAL_STATUSES) {
      for (const to of WITHDRAWAL_STATUSES) {
        const linking = TRANSITIONS.filter((name) => (WITHDRAWAL_TRANSITIONS[name].from as readonly WithdrawalStatus[]).includes(from) && WITHDRAWAL_TRANSITIONS[name].to === to);
        if (linking.length > 0) pairs[`${from} → ${to}`] = linking;
      }
    }
    expect(pairs).toEqual({
      'pending → processing': ['approve'],
      'pending → rejected': ['reject', 'cancel'],
      'processing → completed': ['complete', 'mark-paid'],
      'processing → failed': ['fail', 'reverse'],
      'failed → processing': ['retry'],
      'completed → failed': ['reverse'],
    });
  });

  it('is the only server code that inserts or updates withdrawal requests', () => {
    const server = path.resolve(__dirname, '../..');
    const writers = (fs.readdirSync(server, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`test${path.sep}`))
      .filter((file) => /\.(insert|update)\(withdrawalRequests\)/.test(fs.readFileSync(path.join(server, file), 'utf8')))
      .sort();
    expect(writers).toEqual(['payouts/withdrawal-lifecycle/record-payout-id.ts', 'payouts/withdrawal-lifecycle/request-withdrawal.ts', 'payouts/withdrawal-lifecycle/transition-effects.ts']);
  });
});

const refusedCases = WITHDRAWAL_STATUSES.flatMap((from) =>
  TRANSITIONS.filter((name) => !(WITHDRAWAL_TRANSITIONS[name].from as readonly WithdrawalStatus[]).includes(from)).map((name) => [from, name] as const),
);

describe('every transition its status does not allow', () => {
  it('is 31 of the 40 status and transition pairs (9 are allowed)', () => expect(refusedCases).toHaveLength(31));

  it.each(refusedCases)('from %s, %s is refused and changes nothing', async (from, name) => {
    const w = await withdrawalIn(t, creator.user.id, from);
    await expectRefused(w.id, CHANGES[name], `it is ${from}, so it cannot be ${WITHDRAWAL_TRANSITIONS[name].done}`);
  });

  it('refuses a withdrawal that does not exist, writing nothing', async () => {
    await expect(applyChange(t, 'no-such-withdrawal', CHANGES.approve)).rejects.toMatchObject({ code: 'not-found', message: 'withdrawalId: no such withdrawal' });
  });
});

describe('the guards beyond the status', () => {
  it('mark-paid is refused on one the provider is paying', async () => {
    const { id } = await pendingWithdrawal(t, creator.user.id, 10_000);
    await applyChange(t, id, { transition: 'approve', by, payoutMode: 'razorpayx' });
    await expectRefused(id, CHANGES['mark-paid'], 'it is being paid by razorpayx, not by hand');
  });

  it('mark-paid is refused with a bank reference already recorded for another withdrawal', async () => {
    const first = await withdrawalIn(t, creator.user.id, 'processing');
    await applyChange(t, first.id, { transition: 'mark-paid', by, bankReference: 'UTR-TWICE' });
    const second = await withdrawalIn(t, creator.user.id, 'processing');
    await expectRefused(second.id, { transition: 'mark-paid', by, bankReference: 'UTR-TWICE' }, 'reason: the bank reference UTR-TWICE is already recorded for another withdrawal', 'rule');
  });

  it('retry is refused on one that was paid and then reversed: its payment key is spent', async () => {
    const w = await withdrawalIn(t, creator.user.id, 'completed');
    await applyChange(t, w.id, { transition: 'reverse', payoutId: w.payoutId!, reason: 'Reversed' });
    await expectRefused(w.id, CHANGES.retry, 'it was paid and then reversed by the bank; the amount is back in the creator’s balance for a new request', 'rule');
  });

  it('two completions at the same moment: one pays, the other is refused under the lock', async () => {
    const w = await withdrawalIn(t, creator.user.id, 'processing');
    const results = await Promise.allSettled([applyChange(t, w.id, CHANGES.complete), applyChange(t, w.id, { transition: 'complete', payoutId: 'pout_other' })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { message: 'it is completed, so it cannot be completed' } });
    const { postings, events } = await traceOf(t, w.id);
    expect(postings.filter((p) => p.kind === 'withdrawal_paid')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'withdrawal.completed')).toHaveLength(1);
    expect((await reconcileLedger(t.services.db)).balanced).toBe(true);
  });
});
