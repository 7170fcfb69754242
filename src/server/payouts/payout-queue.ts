import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { AdminWithdrawalItem } from '../../shared/contracts/payouts/withdrawals';
import type { Db } from '../db/database';
import { payoutDestinations, users, withdrawalHolds, withdrawalRequests } from '../db/schema';
import type { PayoutKeys } from './payout-keys';
import { withdrawalItem } from './withdrawal-view';

export type QueueStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'rejected' | 'by-hand';

type DestinationRow = typeof payoutDestinations.$inferSelect;

/**
 * Where to pay: the UPI id, or the account's IFSC and holder with its number masked to the last four
 * digits (issue 27 item 5). Whole only when `reveal` is asked for: a super admin on a site that pays
 * by hand, audited by the caller.
 */
export function payToText(destination: DestinationRow | null, keys: PayoutKeys, reveal: 'masked' | 'whole' = 'masked'): string | null {
  if (!destination) return null;
  if (destination.method === 'upi') return `UPI ${destination.upiId ?? ''}`;
  const account = reveal === 'whole' ? wholeAccountNumber(destination, keys) : `••••${destination.accountLast4 ?? ''}`;
  return `A/c ${account} IFSC ${destination.ifsc ?? ''} ${destination.holderName ?? ''}`.trim();
}

function wholeAccountNumber(destination: DestinationRow, keys: PayoutKeys): string {
  try {
    return keys.unseal(destination.accountNumberSealed ?? '');
  } catch {
    // Sealed under another PAYOUT_SECRET: say so rather than fail the whole queue.
    return `(unreadable: sealed with another PAYOUT_SECRET; ••••${destination.accountLast4 ?? ''})`;
  }
}

/** 'by-hand' is processing withdrawals an admin must pay from the bank: what the CSV export lists. */
function statusFilter(status: QueueStatus): SQL {
  return status === 'by-hand'
    ? and(eq(withdrawalRequests.status, 'processing'), eq(withdrawalRequests.payoutMode, 'by-hand'))!
    : eq(withdrawalRequests.status, status);
}

/** The admins' queue, oldest first, with who asked, where to pay (masked unless `reveal` is 'whole') and any open hold. */
export async function readWithdrawalQueue(
  db: Db,
  keys: PayoutKeys,
  query: { status: QueueStatus; limit: number; offset: number },
  reveal: 'masked' | 'whole' = 'masked',
): Promise<{ withdrawals: AdminWithdrawalItem[]; total: number }> {
  const where = statusFilter(query.status);
  const rows = await db
    .select({
      withdrawal: withdrawalRequests,
      destination: payoutDestinations,
      user: { uid: users.id, displayName: users.displayName, username: users.username, email: users.email },
      hold: { reason: withdrawalHolds.reason, shortfall: withdrawalHolds.shortfall, createdAt: withdrawalHolds.createdAt },
    })
    .from(withdrawalRequests)
    .leftJoin(payoutDestinations, eq(payoutDestinations.id, withdrawalRequests.destinationId))
    .leftJoin(users, eq(users.id, withdrawalRequests.userId))
    .leftJoin(withdrawalHolds, and(eq(withdrawalHolds.withdrawalId, withdrawalRequests.id), isNull(withdrawalHolds.releasedAt)))
    .where(where)
    .orderBy(asc(withdrawalRequests.createdAt), asc(withdrawalRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where);
  return {
    total: total!.n,
    withdrawals: rows.map(({ withdrawal, destination, user, hold }) => ({
      ...withdrawalItem(withdrawal),
      user: user && user.uid ? user : null,
      payTo: payToText(destination, keys, reveal),
      processedBy: withdrawal.processedBy,
      hold: hold?.createdAt ? { reason: hold.reason, shortfall: hold.shortfall, heldAt: hold.createdAt.toISOString() } : null,
    })),
  };
}
