import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { processWithdrawal } from '../../../shared/contracts/payouts/withdrawals';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../audit/record-audit';
import { ledgerTransactions, withdrawalRequests } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { payWithdrawal, releaseWithdrawal, reserveWithdrawal } from '../../money/withdrawal-postings';
import { payOutWithdrawal, withdrawalMoney } from '../../payouts/payout-withdrawal';
import { withdrawalItem } from '../../payouts/withdrawal-view';
import { implement, type SignedInContext } from '../implement';

type Row = typeof withdrawalRequests.$inferSelect;
type Action = 'approve' | 'reject' | 'retry' | 'mark-paid';

/** The statuses each action starts from; anything else is answered 409 and changes nothing. */
const FROM: Record<Action, Row['status']> = { approve: 'pending', reject: 'pending', retry: 'failed', 'mark-paid': 'processing' };

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
 * could still roll back.
 */
async function decide(ctx: SignedInContext, withdrawalId: string, action: Action, reason: string | undefined): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, withdrawalId)).for('update');
    if (!row) throw new AppError('not-found', 'withdrawalId: no such withdrawal');
    if (row.status !== FROM[action]) throw new AppError('already-exists', `it is ${row.status}, so it cannot be ${action === 'mark-paid' ? 'marked paid' : `${action}d`}`);
    const now = new Date();
    const money = withdrawalMoney(row);
    const set = async (values: Partial<Row>) => (await tx.update(withdrawalRequests).set({ ...values, updatedAt: now }).where(eq(withdrawalRequests.id, row.id)).returning())[0]!;
    const mode = ctx.payouts.mode;

    if (action === 'approve') {
      const updated = await set({ status: 'processing', processedBy: ctx.user.id, processedAt: now, payoutMode: mode, failureReason: null });
      await audit(tx, ctx, action, row, updated, { payoutMode: mode });
      return updated;
    }
    if (action === 'reject') {
      if (!reason) throw new AppError('invalid-argument', 'reason: say why it is rejected (the creator sees it)');
      await releaseWithdrawal(tx, money, row.attempt, reason);
      const updated = await set({ status: 'rejected', failureReason: reason, processedBy: ctx.user.id, processedAt: now });
      await recordEvent(tx, ctx.jobs, { type: 'withdrawal.failed', subjectId: row.userId, actorId: ctx.user.id, data: { withdrawalId: row.id, amount: row.amount, netAmount: row.netAmount, reason, status: 'rejected' } });
      await audit(tx, ctx, action, row, updated, { reason });
      return updated;
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
      return updated;
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
    return updated;
  });
}

export const processWithdrawalFunction = implement(processWithdrawal, async ({ withdrawalId, action, reason }, ctx) => {
  let row = await decide(ctx, withdrawalId, action, reason || undefined);
  if (row.status === 'processing' && row.payoutMode !== 'by-hand') {
    await payOutWithdrawal(ctx, row.id);
    // Read again: the payout may have been refused (failed) or already be confirmed.
    [row] = await ctx.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, row.id)) as [Row];
  }
  return { success: true as const, withdrawal: withdrawalItem(row) };
});
