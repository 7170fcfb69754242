import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withdrawalRequests } from '../../db/schema';
import type { WithdrawalRow } from './transitions';

/**
 * The provider's id for the payout made for this attempt, kept on the row while it is being paid (no
 * status change). The webhook may have got here first and saved it; a later attempt (a retry) has
 * its own payout: either way nothing is overwritten.
 */
export async function recordPayoutId(db: Db, row: Pick<WithdrawalRow, 'id' | 'attempt'>, payoutId: string): Promise<void> {
  await db
    .update(withdrawalRequests)
    .set({ payoutId, updatedAt: new Date() })
    .where(and(eq(withdrawalRequests.id, row.id), eq(withdrawalRequests.attempt, row.attempt), isNull(withdrawalRequests.payoutId)));
}
