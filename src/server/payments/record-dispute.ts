import { and, eq } from 'drizzle-orm';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Db } from '../db/database';
import { tips, type LedgerBook } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { holdForDispute } from '../money';
import { recordRefund } from './record-refund';

/** Razorpay's dispute entity, as much of it as a tip's money needs. */
export interface ProviderDispute {
  id: string;
  paymentId: string;
  amount: number;
}

export const asDispute = (d: Record<string, unknown>): ProviderDispute => ({ id: String(d.id ?? ''), paymentId: String(d.payment_id ?? ''), amount: Number(d.amount) });

/**
 * A chargeback on a tip (issue 27 item 2). Opened: the creator's pending withdrawals wait for an
 * admin, since the bank may take the money back. Lost: the money is gone, so it is taken back from
 * the creator as a refund under the dispute's id (once, however often the event comes), and a
 * balance left short holds what waits to be paid as any refund does. Won or closed: nothing moves;
 * an admin releases the holds.
 */
export async function recordDispute(db: Db, jobs: JobQueue, event: 'opened' | 'lost', dispute: ProviderDispute, book: LedgerBook): Promise<string> {
  const [tip] = await db
    .select({ toUserId: tips.toUserId, amount: tips.amount, refundedAmount: tips.refundedAmount })
    .from(tips)
    .where(and(eq(tips.paymentId, dispute.paymentId), eq(tips.book, book)));
  if (!tip) return 'no-tip';
  if (event === 'opened') {
    // Test money is never withdrawable, and a tip to the platform has no creator to hold.
    if (book !== 'live' || !tip.toUserId) return 'dispute-noted';
    const creatorId = tip.toUserId;
    const held = await db.transaction((tx) =>
      holdForDispute(tx, creatorId, {
        id: dispute.id,
        amountPaise: dispute.amount,
        description: `A chargeback of ${formatRupees(dispute.amount, { paise: 'always' })} (${dispute.id}) on tip payment ${dispute.paymentId}`,
      }),
    );
    return held > 0 ? 'dispute-held' : 'dispute-noted';
  }
  // Never more than is left of the tip: refunds made before the dispute was lost already took theirs.
  const amountPaise = Math.min(dispute.amount, tip.amount - tip.refundedAmount);
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return 'already-refunded';
  return recordRefund(db, jobs, { refundId: dispute.id, paymentId: dispute.paymentId, amountPaise, book });
}
