import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { processWithdrawal } from '../../../shared/contracts/payouts/withdrawals';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../audit';
import { withdrawalRequests } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { approvalRefusedFor, mayReceiveMoney, receiverStatus } from '../../moderation';
import { payOutWithdrawal } from '../payout-withdrawal';
import { approvalRefusal, releaseHold } from '../../money';
import { assertMayTransition, lockWithdrawal, transitionWithdrawal } from '../withdrawal-lifecycle';
import { withdrawalItem } from '../withdrawal-view';
import { implement, type SignedInContext } from '../../callables/implement';

type Row = typeof withdrawalRequests.$inferSelect;
type Action = 'approve' | 'reject' | 'retry' | 'mark-paid' | 'release';
/** The row after the action, or why it was refused after something (a hold) had to be committed first. */
type Decided = { row: Row; refusal?: undefined } | { refusal: string };

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
    const row = await lockWithdrawal(tx, withdrawalId);
    if (!row) throw new AppError('not-found', 'withdrawalId: no such withdrawal');
    if (row.userId === ctx.user.id) throw new AppError('permission-denied', 'withdrawalId: this is your own withdrawal; another admin must decide it');
    // Releasing a hold changes no status; it is only for one still waiting to be approved.
    if (action === 'release') {
      if (row.status !== 'pending') throw new AppError('already-exists', `it is ${row.status}, so it cannot be released`);
    } else assertMayTransition(row, action);
    const scope = { tx, jobs: ctx.jobs };
    const by = ctx.user.id;
    const payoutMode = ctx.payouts.mode;

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
      const updated = await transitionWithdrawal(scope, row.id, { transition: 'approve', by, payoutMode });
      await audit(tx, ctx, action, row, updated, { payoutMode });
      return { row: updated };
    }
    if (action === 'release') {
      const released = await releaseHold(tx, row, by);
      await audit(tx, ctx, action, row, row, { holdReason: released.reason, shortfall: released.shortfall });
      return { row };
    }
    if (action === 'reject') {
      if (!reason) throw new AppError('invalid-argument', 'reason: say why it is rejected (the creator sees it)');
      const updated = await transitionWithdrawal(scope, row.id, { transition: 'reject', by, reason });
      await audit(tx, ctx, action, row, updated, { reason });
      return { row: updated };
    }
    if (action === 'retry') {
      const updated = await transitionWithdrawal(scope, row.id, { transition: 'retry', by, payoutMode });
      await audit(tx, ctx, action, row, updated, { attempt: updated.attempt, payoutMode });
      return { row: updated };
    }
    // mark-paid: an admin paid it from the bank by hand; the reference is the bank's (UTR).
    if (!reason) throw new AppError('invalid-argument', 'reason: give the bank reference (UTR) of the payment');
    const updated = await transitionWithdrawal(scope, row.id, { transition: 'mark-paid', by, bankReference: reason });
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
