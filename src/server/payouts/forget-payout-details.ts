import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { payoutDestinations, payoutSettings, withdrawalRequests } from '../db/schema';
import { transitionWithdrawal } from './withdrawal-lifecycle';

export const DELETED_ACCOUNT_WITHDRAWAL = 'The account was deleted before it was paid; the amount is back in its balance, which waits for an admin';

export interface ForgottenPayouts {
  withdrawalsCancelled: number;
  destinationsErased: number;
  /** Legal name and PAN kept because money was paid out to the account (decision 049). */
  kycKept: boolean;
}

/**
 * A deleted account's payout side (decision 049), in the deletion's transaction after the user's
 * row is locked: its pending withdrawals are cancelled (the lifecycle's 'cancel') and their amounts go back to its balance,
 * which stays on the ledger for an admin (money outlives accounts); approved ones still being paid
 * finish (the provider may have paid already), so the destinations they go to stay until then.
 * Every other UPI id and bank account, the PIN and the schedule are erased. The legal name and PAN
 * (masked and hashed) stay only where money was paid out, as the law asks of payment records.
 */
export async function forgetPayoutDetails(tx: Tx, userId: string, deletedBy: string): Promise<ForgottenPayouts> {
  const pending = await tx
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, userId), eq(withdrawalRequests.status, 'pending')))
    .orderBy(withdrawalRequests.id)
    .for('update');
  for (const row of pending) await transitionWithdrawal({ tx }, row.id, { transition: 'cancel', by: deletedBy, reason: DELETED_ACCOUNT_WITHDRAWAL });
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
      .set({ schedule: 'instant', defaultDestinationId: null, pinHash: null, pinFailures: 0, pinLockedUntil: null, updatedAt: new Date() })
      .where(eq(payoutSettings.userId, userId));
  } else {
    await tx.delete(payoutSettings).where(eq(payoutSettings.userId, userId));
  }
  return { withdrawalsCancelled: pending.length, destinationsErased: erased.length, kycKept: Boolean(paid) };
}
