import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { payoutDestinations, payoutSettings, withdrawalRequests } from '../db/schema';
import { releaseWithdrawal } from '../money/withdrawal-postings';
import { withdrawalMoney } from './payout-withdrawal';
import { closeHolds } from './withdrawal-holds';

export const DELETED_ACCOUNT_WITHDRAWAL = 'The account was deleted before it was paid; the amount is back in its balance, which waits for an admin';

export interface ForgottenPayouts {
  withdrawalsCancelled: number;
  destinationsErased: number;
  /** Legal name and PAN kept because money was paid out to the account (decision 049). */
  kycKept: boolean;
}

/**
 * A deleted account's payout side (decision 049), in the deletion's transaction after the user's
 * row is locked: its pending withdrawals are cancelled and their amounts go back to its balance,
 * which stays on the ledger for an admin (money outlives accounts); approved ones still being paid
 * finish (the provider may have paid already), so the destinations they go to stay until then.
 * Every other UPI id and bank account, the PIN and the schedule are erased. The legal name and PAN
 * (masked and hashed) stay only where money was paid out, as the law asks of payment records.
 */
export async function forgetPayoutDetails(tx: Tx, userId: string, deletedBy: string): Promise<ForgottenPayouts> {
  const now = new Date();
  const pending = await tx
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, userId), eq(withdrawalRequests.status, 'pending')))
    .orderBy(withdrawalRequests.id)
    .for('update');
  for (const row of pending) {
    await releaseWithdrawal(tx, withdrawalMoney(row), row.attempt, DELETED_ACCOUNT_WITHDRAWAL);
    await closeHolds(tx, row.id, deletedBy);
    await tx
      .update(withdrawalRequests)
      .set({ status: 'rejected', failureReason: DELETED_ACCOUNT_WITHDRAWAL, processedBy: deletedBy, processedAt: now, updatedAt: now })
      .where(eq(withdrawalRequests.id, row.id));
  }
  const inFlight = tx
    .select({ id: withdrawalRequests.destinationId })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, userId), eq(withdrawalRequests.status, 'processing')));
  const erased = await tx
    .delete(payoutDestinations)
    .where(and(eq(payoutDestinations.userId, userId), notInArray(payoutDestinations.id, inFlight)))
    .returning({ id: payoutDestinations.id });
  const [paid] = await tx
    .select({ one: sql<number>`1` })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, userId), sql`${withdrawalRequests.status} in ('processing', 'completed')`))
    .limit(1);
  if (paid) {
    await tx
      .update(payoutSettings)
      .set({ schedule: 'instant', defaultDestinationId: null, pinHash: null, pinFailures: 0, pinLockedUntil: null, updatedAt: now })
      .where(eq(payoutSettings.userId, userId));
  } else {
    await tx.delete(payoutSettings).where(eq(payoutSettings.userId, userId));
  }
  return { withdrawalsCancelled: pending.length, destinationsErased: erased.length, kycKept: Boolean(paid) };
}
