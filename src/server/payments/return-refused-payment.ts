import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { postRefusedPaymentReturned, refusedPaymentOwed } from '../money';
import { ProviderError, type PaymentGateway } from './payment-gateway';

/**
 * Has the provider refund a payment refused for its creator (decision 049), and posts it as returned
 * once. Safe to run from the verify, every webhook delivery and at once: a payment's one whole
 * refund is all the provider allows, and a refusal because it was refunded already is checked
 * against the payment as the provider reports it. Throws when the provider could not be asked, so a
 * webhook is answered 500 and sent again.
 */
export async function returnRefusedPayment(
  deps: { db: Db; log: Pick<FastifyBaseLogger, 'info' | 'warn'> },
  gateway: PaymentGateway,
  payment: { id: string; amount: number },
): Promise<'returned' | 'already-returned'> {
  if (!(await refusedPaymentOwed(deps.db, payment.id))) return 'already-returned';
  let refundId: string | null = null;
  try {
    refundId = (await gateway.refundPayment(payment.id, payment.amount)).id;
  } catch (error) {
    if (!(error instanceof ProviderError) || error.statusCode === null || error.statusCode >= 500) throw error;
    const now = await gateway.fetchPayment(payment.id);
    if (now.status !== 'refunded') throw error;
  }
  await deps.db.transaction((tx) => postRefusedPaymentReturned(tx, { paymentId: payment.id, refundId }));
  deps.log.info({ paymentId: payment.id, refundId }, 'a payment for a creator who may no longer receive tips was refunded');
  return 'returned';
}
