import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { paymentOrders, tips, type PaymentOrderRow } from '../db/schema';
import { lockedReceiverStatus, mayReceiveMoney } from '../moderation';
import { postRefusedPayment } from '../money';
import type { ProviderPayment } from './payment-gateway';

/** Why the order's creator may not receive this payment now, or null (a tip to the platform always may). */
export async function refusalOfRecipient(tx: Tx, order: PaymentOrderRow): Promise<string | null> {
  if (order.creatorId === null) return null;
  const status = await lockedReceiverStatus(tx, order.creatorId);
  if (mayReceiveMoney(status)) return null;
  return status ? `the creator's account is ${status}` : "the creator's account was deleted";
}

export type Refused =
  /** Only authorized: nothing was taken, and the provider lets the authorization lapse. */
  | { kind: 'refused'; taken: false; reason: string }
  /** Captured: owed back to the payer on the ledger until the provider refunds it. */
  | { kind: 'refused'; taken: true; reason: string; paymentId: string; amount: number };

/**
 * A payment for an order whose creator may no longer receive (decision 049), in the caller's
 * transaction on the locked order: never the creator's. A captured one is posted as owed back to
 * the payer (once per payment id) and the caller has the provider refund it; the order is marked
 * refused unless an earlier payment had paid it.
 */
export async function refusePayment(tx: Tx, order: PaymentOrderRow, payment: ProviderPayment, reason: string): Promise<Refused> {
  const taken = payment.status === 'captured' || payment.status === 'refunded';
  if (order.status !== 'paid') {
    await tx
      .update(paymentOrders)
      .set({ status: 'refused', paymentId: sql`coalesce(${paymentOrders.paymentId}, ${payment.id})`, failureReason: `Refused: ${reason}`, updatedAt: new Date() })
      .where(eq(paymentOrders.id, order.id));
  }
  if (!taken) return { kind: 'refused', taken: false, reason };
  await postRefusedPayment(tx, { book: order.book, paymentId: payment.id, orderId: order.id, amountPaise: order.amount, payerId: order.payerId, creatorId: order.creatorId ?? '', reason });
  return { kind: 'refused', taken: true, reason, paymentId: payment.id, amount: order.amount };
}

/** Whether the payment is already a tip (posted before its creator was banned): then it stays one. */
export async function isPostedTip(tx: Tx, paymentId: string): Promise<typeof tips.$inferSelect | undefined> {
  const [tip] = await tx.select().from(tips).where(eq(tips.paymentId, paymentId));
  return tip;
}
