import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentOrders, tips, type LedgerBook, type PaymentOrderRow } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { postTip } from '../money';
import { shareTipWithReferrer } from '../referrals';
import { creatorTierOf } from '../tiers';
import { insertTip } from './insert-tips';
import type { ProviderPayment } from './payment-gateway';
import { isPostedTip, refusalOfRecipient, refusePayment, type Refused } from './refuse-payment';

export type CaptureOutcome =
  /** The payment became a tip now. */
  | { kind: 'posted'; tip: typeof tips.$inferSelect }
  /** It had been posted before (a second verify, a retried webhook): nothing was written. */
  | { kind: 'already-posted'; tip: typeof tips.$inferSelect }
  /** The payment does not match the order it names: nothing was written. */
  | { kind: 'mismatch'; reason: string }
  /** Its creator may no longer receive (decision 049): never a tip; owed back to the payer if it was taken. */
  | Refused;

const TAKEN: ProviderPayment['status'][] = ['captured', 'refunded'];

/** Why a payment cannot be this order's, or null when it can (`accepted`: the statuses it may have). */
export function paymentMismatch(order: PaymentOrderRow, payment: ProviderPayment, accepted = TAKEN): string | null {
  if (payment.orderId !== order.id) return `payment ${payment.id} belongs to order ${payment.orderId || '(none)'}, not ${order.id}`;
  if (payment.amount !== order.amount) return `payment ${payment.id} is for ${payment.amount} paise, the order for ${order.amount}`;
  if (payment.currency !== order.currency) return `payment ${payment.id} is in ${payment.currency}, the order in ${order.currency}`;
  if (!accepted.includes(payment.status)) return `payment ${payment.id} is ${payment.status}, not captured`;
  return null;
}

/**
 * A captured payment of one of our orders becomes a tip, exactly once, whoever reports it first
 * (the browser's verify, a webhook, a retry of either): the order's row is locked, the tip's row
 * and its ledger posting are keyed by the payment id, and the order is marked paid, all in one
 * transaction. `reportedIn` is the book of the keys that vouched for the report. A second captured payment for an already paid order is real money too: it is
 * posted as its own tip, never dropped. A payment whose creator may no longer receive is refused
 * (refusePayment), and the caller has a taken one refunded (returnRefusedPayment).
 */
export async function recordCapturedPayment(db: Db, jobs: JobQueue, orderId: string, payment: ProviderPayment, reportedIn: LedgerBook): Promise<CaptureOutcome | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
    if (!order) return null;
    // Whoever reports a payment speaks for one book: a test-mode report never moves live money.
    if (order.book !== reportedIn) return { kind: 'mismatch', reason: `a ${reportedIn}-mode report about a ${order.book} order` };
    // Checked on the locked creator row in this transaction, so a ban committed first is always seen.
    const refusal = await refusalOfRecipient(tx, order);
    if (refusal) {
      const tip = await isPostedTip(tx, payment.id);
      if (tip) return { kind: 'already-posted', tip };
      const mismatch = paymentMismatch(order, payment, [...TAKEN, 'authorized']);
      if (mismatch) return { kind: 'mismatch', reason: mismatch };
      return refusePayment(tx, order, payment, refusal);
    }
    const mismatch = paymentMismatch(order, payment);
    if (mismatch) return { kind: 'mismatch', reason: mismatch };

    // Read in the capture's own transaction: the split is the tier's at this moment.
    const creatorTier = order.creatorId === null ? null : await creatorTierOf(tx, order.creatorId);
    const posting = await postTip(tx, {
      book: order.book,
      paymentId: payment.id,
      orderId: order.id,
      amountPaise: order.amount,
      payerId: order.payerId,
      creatorId: order.creatorId,
      creatorTier: creatorTier && { tier: creatorTier.tier, tipShareBps: creatorTier.benefits.tipShareBps },
      modelId: order.modelId,
      message: order.message,
    });
    if (!posting.posted) {
      const [tip] = await tx.select().from(tips).where(eq(tips.paymentId, payment.id));
      return { kind: 'already-posted', tip: tip! };
    }
    // A referred creator's live tip earns their referrer 5 % from the platform, posted with it (decision 080).
    if (order.book === 'live' && order.creatorId !== null && posting.creatorShare > 0) {
      await shareTipWithReferrer(tx, { paymentId: payment.id, creatorId: order.creatorId, payerId: order.payerId, creatorSharePaise: posting.creatorShare, tipPaise: order.amount });
    }
    const tip = await insertTip(tx, {
      paymentId: payment.id,
      book: order.book,
      orderId: order.id,
      fromUserId: order.payerId,
      toUserId: order.creatorId,
      modelId: order.modelId,
      amount: order.amount,
      creatorAmount: posting.creatorShare,
      platformFee: posting.platformShare,
      message: order.message,
    });
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', paymentId: sql`coalesce(${paymentOrders.paymentId}, ${payment.id})`, failureReason: null, updatedAt: new Date() })
      .where(eq(paymentOrders.id, order.id));
    await recordEvent(tx, jobs, {
      type: 'tip.received',
      subjectId: order.creatorId ?? 'platform',
      actorId: order.payerId,
      data: { paymentId: payment.id, amount: order.amount, creatorAmount: posting.creatorShare, book: order.book, modelId: order.modelId },
    });
    return { kind: 'posted', tip };
  });
}
