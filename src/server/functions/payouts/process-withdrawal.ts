import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { processWithdrawal } from '../../../shared/contracts/payouts/withdrawals';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../audit/record-audit';
import { ledgerTransactions, withdrawalRequests } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { recordEvent } from '../../events/record-event';
import { approvalRefusedFor, mayReceiveMoney, receiverStatus } from '../../moderation/money-receivers';
import { payWithdrawal, releaseWithdrawal, reserveWithdrawal } from '../../money/withdrawal-postings';
import { payOutWithdrawal, withdrawalMoney } from '../../payouts/payout-withdrawal';
import { approvalRefusal, closeHolds, releaseHold } from '../../payouts/withdrawal-holds';
import { withdrawalItem } from '../../payouts/withdrawal-view';
import { implement, type SignedInContext } from '../implement';

type Row = typeof withdrawalRequests.$inferSelect;
type Action = 'approve' | 'reject' | 'retry' | 'mark-paid' | 'release';
/** The row after the action, or why it was refused after something (a hold) had to be committed first. */
type Decided = { row: Row; refusal?: undefined } | { refusal: string };

/** The statuses each action starts from; anything else is answered 409 and changes nothing. */
const FROM: Record<Action, Row['status']> = { approve: 'pending', reject: 'pending', retry: 'failed', 'mark-paid': 'processing', release: 'pending' };
const DONE: Record<Action, string> = { approve: 'approved', reject: 'rejected', retry: 'retried', 'mark-paid': 'marked paid', release: 'released' };

async function audit(tx: Tx, ctx: SignedInContext, action: Action, row: Row, after: Row, details: Record<string, unknown>) {
  await recordAudit(tx, {
    actorId: ctx.user.id,
    action: `withdrawal.${action}`,
    target: { type: 'withdrawal', id: row.id },
    before: { status: row.status, attempt: row.attempt, payoutId: row.payoutId },
    after: { status: after.status, attempt: after.attempt, payoutId: after.payoutId },
    details: { userId: row.userId, amount: row.amount, netAmount: row.netAmount, ...details },
  });
}

/**
 * One action on one withdrawal, under its row lock: two admins approving at once find it pending
 * once, and the second is told it is not pending any more. The payout itself is asked for only
 * after this transaction commits (payOutWithdrawal), so no provider call is made for a change that
 * could still roll back. No one acts on their own withdrawal (issue 27 item 6), whatever the action.
 */
async function decide(ctx: SignedInContext, withdrawalId: string, action: Action, reason: string | undefined): Promise<Decided> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, withdrawalId)).for('update');
    if (!row) throw new AppError('not-found', 'withdrawalId: no such withdrawal');
    if (row.userId === ctx.user.id) throw new AppError('permission-denied', 'withdrawalId: this is your own withdrawal; another admin must decide it');
    if (row.status !== FROM[action]) throw new AppError('already-exists', `it is ${row.status}, so it cannot be ${DONE[action]}`);
    const now = new Date();
    const money = withdrawalMoney(row);
    const set = async (values: Partial<Row>) => (await tx.update(withdrawalRequests).set({ ...values, updatedAt: now }).where(eq(withdrawalRequests.id, row.id)).returning())[0]!;
    const mode = ctx.payouts.mode;

    if (action === 'approve' || action === 'retry') {
      // Decision 049: nothing is paid out of a banned, inactive or deleted account; an admin decides.
      const receiver = await receiverStatus(tx, row.userId);
      if (!mayReceiveMoney(receiver)) throw new AppError('permission-denied', approvalRefusedFor(receiver));
    }
    if (action === 'approve') {
      // Issue 27 item 2: never approved while held, nor while the ledger balance does not cover it.
      const refusal = await approvalRefusal(tx, row);
      if (refusal?.held) return { refusal: refusal.message };
      if (refusal) throw new AppError('already-exists', refusal.message);
      const updated = await set({ status: 'processing', processedBy: ctx.user.id, processedAt: now, payoutMode: mode, failureReason: null });
      await audit(tx, ctx, action, row, updated, { payoutMode: mode });
      return { row: updated };
    }
    if (action === 'release') {
      const released = await releaseHold(tx, row, ctx.user.id);
      await audit(tx, ctx, action, row, row, { holdReason: released.reason, shortfall: released.shortfall });
      return { row };
    }
    if (action === 'reject') {
      if (!reason) throw new AppError('invalid-argument', 'reason: say why it is rejected (the creator sees it)');
      await releaseWithdrawal(tx, money, row.attempt, reason);
      await closeHolds(tx, row.id, ctx.user.id);
      const updated = await set({ status: 'rejected', failureReason: reason, processedBy: ctx.user.id, processedAt: now });
      await recordEvent(tx, ctx.jobs, { type: 'withdrawal.failed', subjectId: row.userId, actorId: ctx.user.id, data: { withdrawalId: row.id, amount: row.amount, netAmount: row.netAmount, reason, status: 'rejected' } });
      await audit(tx, ctx, action, row, updated, { reason });
      return { row: updated };
    }
    if (action === 'retry') {
      // A payout the bank reversed was paid once; its posting key is spent, so the creator asks anew
      // (the reversal already gave the whole amount back).
      const [paid] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal-paid:${row.id}`));
      if (paid) throw new AppError('already-exists', 'it was paid and then reversed by the bank; the amount is back in the creator’s balance for a new request');
      const attempt = row.attempt + 1;
      await reserveWithdrawal(tx, money, attempt);
      const updated = await set({ status: 'processing', attempt, payoutId: null, failureReason: null, processedBy: ctx.user.id, processedAt: now, payoutMode: mode, completedAt: null });
      await audit(tx, ctx, action, row, updated, { attempt, payoutMode: mode });
      return { row: updated };
    }
    // mark-paid: an admin paid it from the bank by hand; the reference is the bank's (UTR).
    if (row.payoutMode !== 'by-hand') throw new AppError('already-exists', `it is being paid by ${row.payoutMode}, not by hand`);
    if (!reason) throw new AppError('invalid-argument', 'reason: give the bank reference (UTR) of the payment');
    const payoutId = `by-hand:${reason}`.slice(0, 200);
    const [used] = await tx.select({ id: withdrawalRequests.id }).from(withdrawalRequests).where(and(eq(withdrawalRequests.payoutId, payoutId)));
    if (used) throw new AppError('already-exists', `reason: the bank reference ${reason} is already recorded for another withdrawal`);
    await payWithdrawal(tx, money, payoutId);
    const updated = await set({ status: 'completed', payoutId, completedAt: now });
    await recordEvent(tx, ctx.jobs, { type: 'withdrawal.completed', subjectId: row.userId, actorId: ctx.user.id, data: { withdrawalId: row.id, amount: row.amount, netAmount: row.netAmount, reason: null } });
    await audit(tx, ctx, action, row, updated, { bankReference: reason });
    return { row: updated };
  });
}

/** The bank reference is unique across withdrawals: two marked paid with it at once leave one to the index, answered as the check above answers it. */
async function decideMappingReferenceConflict(ctx: SignedInContext, withdrawalId: string, action: Action, reason: string | undefined): Promise<Decided> {
  try {
    return await decide(ctx, withdrawalId, action, reason);
  } catch (error) {
    if (action === 'mark-paid' && isUniqueViolation(error)) throw new AppError('already-exists', `reason: the bank reference ${reason} is already recorded for another withdrawal`);
    throw error;
  }
}

export const processWithdrawalFunction = implement(processWithdrawal, async ({ withdrawalId, action, reason }, ctx) => {
  const decided = await decideMappingReferenceConflict(ctx, withdrawalId, action, reason || undefined);
  if (decided.refusal !== undefined) throw new AppError('already-exists', decided.refusal);
  let row = decided.row;
  if (row.status === 'processing' && row.payoutMode !== 'by-hand') {
    await payOutWithdrawal(ctx, row.id);
    // Read again: the payout may have been refused (failed) or already be confirmed.
    [row] = await ctx.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, row.id)) as [Row];
  }
  return { success: true as const, withdrawal: withdrawalItem(row) };
});
