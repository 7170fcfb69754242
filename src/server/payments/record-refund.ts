import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tips, type LedgerBook } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { postRefund } from '../money';

/**
 * A refund the provider has processed: the ledger takes back the tip's parts in proportion (once
 * per refund id), the tip's row shows how much went back, and the creator hears of it. Answers
 * false when the payment was never posted as a tip.
 */
export async function recordRefund(
  db: Db,
  jobs: JobQueue,
  refund: { refundId: string; paymentId: string; amountPaise: number; book: LedgerBook },
): Promise<'refunded' | 'already-refunded' | 'no-tip'> {
  return db.transaction(async (tx) => {
    // A refund reported with one mode's keys only ever touches that book's tips.
    const [ofBook] = await tx.select({ book: tips.book }).from(tips).where(and(eq(tips.paymentId, refund.paymentId), eq(tips.book, refund.book)));
    if (!ofBook) return 'no-tip';
    const posted = await postRefund(tx, refund);
    if (!posted) return 'no-tip';
    if (!posted.posted) return 'already-refunded';
    const [tip] = await tx
      .update(tips)
      .set({ refundedAmount: sql`${tips.refundedAmount} + ${refund.amountPaise}` })
      .where(eq(tips.paymentId, refund.paymentId))
      .returning({ toUserId: tips.toUserId, fromUserId: tips.fromUserId, book: tips.book });
    await recordEvent(tx, jobs, {
      type: 'tip.refunded',
      subjectId: tip?.toUserId ?? 'platform',
      actorId: null,
      data: { paymentId: refund.paymentId, refundId: refund.refundId, amount: refund.amountPaise, payerId: tip?.fromUserId ?? null, book: tip?.book ?? null },
    });
    return 'refunded';
  });
}
