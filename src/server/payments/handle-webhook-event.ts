import { and, eq } from 'drizzle-orm';
import type { LedgerBook } from '../db/schema';
import { paymentOrders, paymentWebhookEvents } from '../db/schema';
import type { Services } from '../services';
import type { ProviderPayment } from './payment-gateway';
import { recordCapturedPayment } from './record-captured-payment';
import { recordRefund } from './record-refund';

type Entity = Record<string, unknown>;
export interface WebhookBody {
  event?: unknown;
  payload?: Record<string, { entity?: Entity } | undefined>;
}

const asPayment = (p: Entity): ProviderPayment => ({
  id: String(p.id ?? ''),
  orderId: String(p.order_id ?? ''),
  amount: Number(p.amount),
  currency: String(p.currency ?? ''),
  status: String(p.status ?? '') as ProviderPayment['status'],
  errorDescription: typeof p.error_description === 'string' ? p.error_description : null,
});

/**
 * One verified webhook event, by kind. Every step is idempotent by the provider's ids (the ledger's
 * keys), so an event seen twice, late, out of order or instead of the browser's verify ends in the
 * same single posting; the event's id is then kept so a replay is answered without work.
 */
export async function handleWebhookEvent(services: Pick<Services, 'db' | 'jobs' | 'log'>, book: LedgerBook, eventId: string, body: WebhookBody): Promise<string> {
  const { db, jobs, log } = services;
  const [seen] = await db.select({ outcome: paymentWebhookEvents.outcome }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
  if (seen) return 'duplicate';
  const event = String(body.event ?? '');
  const payment = body.payload?.payment?.entity;
  let outcome = 'ignored';

  const capture = async (p: ProviderPayment) => {
    const result = await recordCapturedPayment(db, jobs, p.orderId, p, book);
    if (!result) return 'not-ours';
    // Money was taken that does not fit its order: never posted, always shouted about.
    if (result.kind === 'mismatch') log.error({ eventId, reason: result.reason }, 'a captured payment does not match its tip order');
    return result.kind;
  };

  if ((event === 'payment.captured' || event === 'order.paid') && payment) {
    outcome = await capture(asPayment(payment));
  } else if (event === 'payment.failed' && payment) {
    const failed = asPayment(payment);
    const changed = await db
      .update(paymentOrders)
      .set({ status: 'failed', failureReason: failed.errorDescription ?? 'Payment failed', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, failed.orderId), eq(paymentOrders.book, book), eq(paymentOrders.status, 'created')))
      .returning({ id: paymentOrders.id });
    outcome = changed.length > 0 ? 'failed-attempt' : 'not-ours-or-paid';
  } else if (event === 'refund.processed') {
    const refund = body.payload?.refund?.entity;
    if (refund) {
      const paymentId = String(refund.payment_id ?? '');
      // A refund can overtake its payment's own capture event: the capture is posted first.
      if (payment && asPayment(payment).id === paymentId) await capture(asPayment(payment));
      outcome = await recordRefund(db, jobs, { refundId: String(refund.id ?? ''), paymentId, amountPaise: Number(refund.amount), book });
      if (outcome === 'no-tip') log.warn({ eventId, paymentId }, 'a refund for a payment that is not a tip');
    }
  }
  await db.insert(paymentWebhookEvents).values({ eventId, book, event: event.slice(0, 100), outcome }).onConflictDoNothing();
  return outcome;
}
