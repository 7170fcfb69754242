import type { Db } from '../db/database';
import type { PaymentOrderRow } from '../db/schema';
import { ProviderError, type PaymentGateway, type ProviderPayment } from './payment-gateway';
import { paymentMismatch } from './record-captured-payment';
import { refusalOfRecipient } from './refuse-payment';

/**
 * The payment as the provider reports it now, captured first when it is only authorized, fits its
 * order and its creator may still receive (one who may not is left to lapse: nothing is taken,
 * decision 049). The browser's verify and the `payment.authorized` webhook both come here, so a
 * payment whose tab closed before the verify is still captured (issue 27 item 9); when both capture
 * at once the provider refuses the second, which then reads the captured payment.
 */
export async function captureIfAuthorized(db: Db, gateway: PaymentGateway, order: PaymentOrderRow, paymentId: string): Promise<ProviderPayment> {
  const payment = await gateway.fetchPayment(paymentId);
  if (payment.status !== 'authorized' || paymentMismatch(order, payment, ['authorized'])) return payment;
  if (await db.transaction((tx) => refusalOfRecipient(tx, order))) return payment;
  try {
    return await gateway.capturePayment(payment.id, order.amount);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.statusCode === null || error.statusCode >= 500) throw error;
    const now = await gateway.fetchPayment(paymentId);
    if (now.status === 'authorized') throw error;
    return now;
  }
}
