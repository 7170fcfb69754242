import { eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { withdrawalRequests } from '../../db/schema';
import type { WithdrawalRow } from './transitions';

/**
 * The withdrawal, locked until the transaction ends: by its id, or by another condition that names
 * one row (a payout's id). Two deliveries, two admins or a deletion at once take turns here, and
 * each sees the status the one before it left.
 */
export async function lockWithdrawal(tx: Tx, which: string | SQL): Promise<WithdrawalRow | undefined> {
  const where = typeof which === 'string' ? eq(withdrawalRequests.id, which) : which;
  const [row] = await tx.select().from(withdrawalRequests).where(where).for('update');
  return row;
}
