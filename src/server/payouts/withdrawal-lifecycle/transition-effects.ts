import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import { ledgerTransactions, withdrawalRequests } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import type { JobQueue } from '../../jobs/job-queue';
import { payWithdrawal, releaseWithdrawal, reserveWithdrawal, reverseWithdrawal, type WithdrawalMoney, closeHolds } from '../../money';
import { WITHDRAWAL_TRANSITIONS, type WithdrawalRow, type WithdrawalTransition } from './transitions';

type PayoutMode = NonNullable<WithdrawalRow['payoutMode']>;

/** What each transition is given: who did it and what the outside world said. */
export interface WithdrawalChanges {
  approve: { by: string; payoutMode: PayoutMode };
  reject: { by: string; reason: string };
  cancel: { by: string; reason: string };
  retry: { by: string; payoutMode: PayoutMode };
  'mark-paid': { by: string; bankReference: string };
  complete: { payoutId: string };
  /** payoutId null: the provider refused to make the payout at all. */
  fail: { payoutId: string | null; reason: string };
  reverse: { payoutId: string; reason: string };
}

export type WithdrawalChange = { [T in WithdrawalTransition]: { transition: T } & WithdrawalChanges[T] }[WithdrawalTransition];
/** The transitions that tell the creator (record a domain event), and so need the job queue. */
export type TellingTransition = 'reject' | 'mark-paid' | 'complete' | 'fail' | 'reverse';

export interface TransitionScope {
  tx: Tx;
  jobs?: JobQueue;
}

interface Step {
  scope: TransitionScope;
  row: WithdrawalRow;
  money: WithdrawalMoney;
  now: Date;
}

/** The amounts the ledger postings move, as the row holds them. */
export const withdrawalMoney = (row: WithdrawalRow): WithdrawalMoney => ({
  withdrawalId: row.id,
  creatorId: row.userId,
  amount: row.amount,
  processingFee: row.processingFee,
  netAmount: row.netAmount,
  creatorTier: row.creatorTier,
});

type Effect<T extends WithdrawalTransition> = (step: Step, change: WithdrawalChanges[T]) => Promise<WithdrawalRow>;

/** The one update of `status`: always the transition's own target, with the row's other columns it names. */
async function write(step: Step, transition: WithdrawalTransition, values: Partial<WithdrawalRow>): Promise<WithdrawalRow> {
  const [updated] = await step.scope.tx
    .update(withdrawalRequests)
    .set({ ...values, status: WITHDRAWAL_TRANSITIONS[transition].to, updatedAt: step.now })
    .where(eq(withdrawalRequests.id, step.row.id))
    .returning();
  return updated!;
}

function jobsOf(step: Step): JobQueue {
  // The types give every telling transition its queue; this is for a caller that cast them away.
  if (!step.scope.jobs) throw new Error('a withdrawal transition that tells the creator needs the job queue');
  return step.scope.jobs;
}

/** The payout's end as the creator is told it (the payload consumers read today). */
function tell(step: Step, type: 'withdrawal.completed' | 'withdrawal.failed', actorId: string | null, reason: string | null) {
  const { row } = step;
  return recordEvent(step.scope.tx, jobsOf(step), { type, subjectId: row.userId, actorId, data: { withdrawalId: row.id, amount: row.amount, netAmount: row.netAmount, reason } });
}

/** Pays the held amount, then completes: the provider's confirmation and an admin's bank payment alike. */
async function paid(step: Step, transition: 'complete' | 'mark-paid', payoutId: string, actorId: string | null): Promise<WithdrawalRow> {
  await payWithdrawal(step.scope.tx, step.money, payoutId);
  const updated = await write(step, transition, { payoutId, completedAt: step.now });
  await tell(step, 'withdrawal.completed', actorId, null);
  return updated;
}

const approve: Effect<'approve'> = (step, { by, payoutMode }) => write(step, 'approve', { processedBy: by, processedAt: step.now, payoutMode, failureReason: null });

const reject: Effect<'reject'> = async (step, { by, reason }) => {
  const { tx } = step.scope;
  await releaseWithdrawal(tx, step.money, step.row.attempt, reason);
  await closeHolds(tx, step.row.id, by);
  const updated = await write(step, 'reject', { failureReason: reason, processedBy: by, processedAt: step.now });
  const { row } = step;
  await recordEvent(tx, jobsOf(step), { type: 'withdrawal.failed', subjectId: row.userId, actorId: by, data: { withdrawalId: row.id, amount: row.amount, netAmount: row.netAmount, reason, status: 'rejected' } });
  return updated;
};

// The account is gone: no one is left to tell, and 'user.deleted' already counts what was cancelled.
const cancel: Effect<'cancel'> = async (step, { by, reason }) => {
  await releaseWithdrawal(step.scope.tx, step.money, step.row.attempt, reason);
  await closeHolds(step.scope.tx, step.row.id, by);
  return write(step, 'cancel', { failureReason: reason, processedBy: by, processedAt: step.now });
};

const retry: Effect<'retry'> = async (step, { by, payoutMode }) => {
  const { tx } = step.scope;
  // A payout the bank reversed was paid once; its posting key is spent, so the creator asks anew
  // (the reversal already gave the whole amount back).
  const [wasPaid] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal-paid:${step.row.id}`));
  if (wasPaid) throw new AppError('already-exists', 'it was paid and then reversed by the bank; the amount is back in the creator’s balance for a new request');
  const attempt = step.row.attempt + 1;
  await reserveWithdrawal(tx, step.money, attempt);
  return write(step, 'retry', { attempt, payoutId: null, failureReason: null, processedBy: by, processedAt: step.now, payoutMode, completedAt: null });
};

const markPaid: Effect<'mark-paid'> = async (step, { by, bankReference }) => {
  const payoutId = `by-hand:${bankReference}`.slice(0, 200);
  // Checked here for a clear answer; the unique index on payout_id settles two at the same moment.
  const [used] = await step.scope.tx.select({ id: withdrawalRequests.id }).from(withdrawalRequests).where(eq(withdrawalRequests.payoutId, payoutId));
  if (used) throw new AppError('already-exists', `reason: the bank reference ${bankReference} is already recorded for another withdrawal`);
  return paid(step, 'mark-paid', payoutId, by);
};

const complete: Effect<'complete'> = (step, { payoutId }) => paid(step, 'complete', payoutId, null);

const fail: Effect<'fail'> = async (step, { payoutId, reason }) => {
  await releaseWithdrawal(step.scope.tx, step.money, step.row.attempt, reason);
  const updated = await write(step, 'fail', { ...(payoutId === null ? {} : { payoutId }), failureReason: reason });
  await tell(step, 'withdrawal.failed', null, reason);
  return updated;
};

const reverse: Effect<'reverse'> = async (step, { payoutId, reason }) => {
  const { tx } = step.scope;
  // Overtaking its own confirmation, it was still paid first: posted before it is taken back (both once, by their keys).
  if (step.row.status === 'processing') await payWithdrawal(tx, step.money, payoutId);
  await reverseWithdrawal(tx, step.money, payoutId, reason);
  const updated = await write(step, 'reverse', { payoutId, failureReason: reason });
  await tell(step, 'withdrawal.failed', null, reason);
  return updated;
};

/** Each transition's writes, ledger postings and event, run under the row's lock after its guard passed. */
export const TRANSITION_EFFECTS: { [T in WithdrawalTransition]: Effect<T> } = {
  approve,
  reject,
  cancel,
  retry,
  'mark-paid': markPaid,
  complete,
  fail,
  reverse,
};
