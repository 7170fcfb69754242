import { and, eq } from 'drizzle-orm';
import type { LedgerBook } from '../db/schema';
import { paymentOrders, paymentWebhookEvents } from '../db/schema';
import { postRefusedPaymentReturned } from '../money';
import type { Services } from '../services';
import { captureIfAuthorized } from './capture-authorized';
import { gatewayFor } from './gateway-for';
import type { ProviderPayment } from './payment-gateway';
import { recordCapturedPayment } from './record-captured-payment';
import { asDispute, recordDispute } from './record-dispute';
import { recordRefund } from './record-refund';
import { returnRefusedPayment } from './return-refused-payment';

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
export async function handleWebhookEvent(services: Pick<Services, 'db' | 'jobs' | 'log' | 'payments'>, book: LedgerBook, eventId: string, body: WebhookBody): Promise<string> {
  const { db, jobs, log } = services;
  const [seen] = await db.select({ outcome: paymentWebhookEvents.outcome }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
  if (seen) return 'duplicate';
  const event = String(body.event ?? '');
  const payment = body.payload?.payment?.entity;
  let outcome = 'ignored';

  const capture = async (p: ProviderPayment, refundedBy: string | null = null) => {
    const result = await recordCapturedPayment(db, jobs, p.orderId, p, book);
    if (!result) return 'not-ours';
    // Money was taken that does not fit its order: never posted, always shouted about.
    if (result.kind === 'mismatch') log.error({ eventId, reason: result.reason }, 'a captured payment does not match its tip order');
    if (result.kind !== 'refused' || !result.taken) return result.kind;
    // Its creator may no longer receive (decision 049): the payer gets it back. A failure to ask the
    // provider throws, so the event is answered 500 and sent again.
    if (refundedBy) await db.transaction((tx) => postRefusedPaymentReturned(tx, { paymentId: result.paymentId, refundId: refundedBy }));
    else await returnRefusedPayment(services, gatewayFor(services.payments, book), { id: result.paymentId, amount: result.amount });
    return 'refused-refunded';
  };

  if ((event === 'payment.captured' || event === 'order.paid') && payment) {
    outcome = await capture(asPayment(payment));
  } else if (event === 'payment.authorized' && payment) {
    // Captured here when the browser never verified (the tab closed): the same capture the verify makes.
    const reported = asPayment(payment);
    const [order] = await db.select().from(paymentOrders).where(and(eq(paymentOrders.id, reported.orderId), eq(paymentOrders.book, book)));
    outcome = order ? await capture(await captureIfAuthorized(db, gatewayFor(services.payments, book), order, reported.id)) : 'not-ours';
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
      const first = payment && asPayment(payment).id === paymentId ? await capture(asPayment(payment), String(refund.id ?? '')) : null;
      outcome = first === 'refused-refunded' ? first : await recordRefund(db, jobs, { refundId: String(refund.id ?? ''), paymentId, amountPaise: Number(refund.amount), book });
      if (outcome === 'no-tip') log.warn({ eventId, paymentId }, 'a refund for a payment that is not a tip');
    }
  } else if (event === 'payment.dispute.created' || event === 'payment.dispute.lost') {
    const dispute = body.payload?.dispute?.entity;
    if (dispute) outcome = await recordDispute(db, jobs, event === 'payment.dispute.created' ? 'opened' : 'lost', asDispute(dispute), book);
  }
  await db.insert(paymentWebhookEvents).values({ eventId, book, event: event.slice(0, 100), outcome }).onConflictDoNothing();
  return outcome;
}
