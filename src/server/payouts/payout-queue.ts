import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { AdminWithdrawalItem } from '../../shared/contracts/payouts/withdrawals';
import type { Db } from '../db/database';
import { payoutDestinations, users, withdrawalRequests } from '../db/schema';
import type { PayoutKeys } from './payout-keys';
import { withdrawalItem } from './withdrawal-view';

export type QueueStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'rejected' | 'by-hand';

type DestinationRow = typeof payoutDestinations.$inferSelect;

/** Where to pay, whole, for admins who pay by hand: the UPI id, or account number, IFSC and holder. */
export function payToText(destination: DestinationRow | null, keys: PayoutKeys): string | null {
  if (!destination) return null;
  if (destination.method === 'upi') return `UPI ${destination.upiId ?? ''}`;
  let account: string;
  try {
    account = keys.unseal(destination.accountNumberSealed ?? '');
  } catch {
    // Sealed under another PAYOUT_SECRET: say so rather than fail the whole queue.
    account = `(unreadable: sealed with another PAYOUT_SECRET; ••••${destination.accountLast4 ?? ''})`;
  }
  return `A/c ${account} IFSC ${destination.ifsc ?? ''} ${destination.holderName ?? ''}`.trim();
}

/** 'by-hand' is processing withdrawals an admin must pay from the bank: what the CSV export lists. */
function statusFilter(status: QueueStatus): SQL {
  return status === 'by-hand'
    ? and(eq(withdrawalRequests.status, 'processing'), eq(withdrawalRequests.payoutMode, 'by-hand'))!
    : eq(withdrawalRequests.status, status);
}

/** The admins' queue, oldest first, with who asked and where to pay. Admins only: it unseals account numbers. */
export async function readWithdrawalQueue(db: Db, keys: PayoutKeys, query: { status: QueueStatus; limit: number; offset: number }): Promise<{ withdrawals: AdminWithdrawalItem[]; total: number }> {
  const where = statusFilter(query.status);
  const rows = await db
    .select({ withdrawal: withdrawalRequests, destination: payoutDestinations, user: { uid: users.id, displayName: users.displayName, username: users.username, email: users.email } })
    .from(withdrawalRequests)
    .leftJoin(payoutDestinations, eq(payoutDestinations.id, withdrawalRequests.destinationId))
    .leftJoin(users, eq(users.id, withdrawalRequests.userId))
    .where(where)
    .orderBy(asc(withdrawalRequests.createdAt), asc(withdrawalRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where);
  return {
    total: total!.n,
    withdrawals: rows.map(({ withdrawal, destination, user }) => ({
      ...withdrawalItem(withdrawal),
      user: user && user.uid ? user : null,
      payTo: payToText(destination, keys),
      processedBy: withdrawal.processedBy,
    })),
  };
}
