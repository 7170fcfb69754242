import { asc, count, desc, eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { isAdminUser } from '../../shared/constants/roles';
import type { WithdrawalItem } from '../../shared/contracts/payouts/withdrawals';
import type { Db } from '../db/database';
import { withdrawalRequests, type UserRow } from '../db/schema';
import { withdrawalItem } from './withdrawal-view';

/**
 * One person's withdrawals, newest first (SPEC §9: 20 at a time from 0), with how many there are in
 * all. Their own only; admins may read anyone's (the queue shows who asked). Read by the callable
 * getWithdrawalHistory and by SPEC §7's web function alike.
 */
export async function readWithdrawalHistory(
  db: Db,
  caller: UserRow,
  input: { userId?: string; limit: number; offset: number },
): Promise<{ success: true; withdrawals: WithdrawalItem[]; total: number }> {
  const userId = input.userId ?? caller.id;
  if (userId !== caller.id && !isAdminUser(caller)) throw new AppError('permission-denied', 'userId: you can only see your own withdrawals');
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userId, userId))
      // The index's own order (user, created_at desc, id): requests of one moment keep their places across pages.
      .orderBy(desc(withdrawalRequests.createdAt), asc(withdrawalRequests.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(withdrawalRequests).where(eq(withdrawalRequests.userId, userId)),
  ]);
  return { success: true, withdrawals: rows.map(withdrawalItem), total: all?.n ?? 0 };
}
