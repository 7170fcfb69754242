import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { testCheckoutPayments } from '../db/schema';
import { ProviderError, type PaymentGateway, type ProviderPayment } from './payment-gateway';
import { razorpayId } from './razorpay-ids';
import { hmacHex } from './signatures';

/** Not a real Razorpay key: the browser sees it and knows to open the built-in checkout. */
export const BUILT_IN_KEY_ID = 'rzp_test_meshmandi_built_in';

/**
 * The test book's provider when no Razorpay test keys are set (the default `npm start`): orders
 * are made here, payments are made by completeTestCheckout and kept in the database (any node can
 * read them), and both are signed with a secret made once and shared by every node, so the same
 * verify and webhook code checks them as it checks Razorpay's. No real money is involved.
 */
export function createBuiltInGateway(db: Db, secret: string): PaymentGateway {
  const read = async (paymentId: string): Promise<ProviderPayment> => {
    const [row] = await db.select().from(testCheckoutPayments).where(eq(testCheckoutPayments.id, paymentId));
    if (!row) throw new ProviderError(400, 'The id provided does not exist');
    return { id: row.id, orderId: row.orderId, amount: row.amount, currency: row.currency, status: row.status, errorDescription: row.errorDescription };
  };
  return {
    book: 'test',
    checkout: 'built-in',
    keyId: BUILT_IN_KEY_ID,
    keySecret: secret,
    webhookSecret: hmacHex(secret, 'webhooks'),
    createOrder: async ({ amount }) => ({ id: razorpayId('order'), amount, currency: 'INR' }),
    fetchPayment: read,
    // Built-in payments are captured when made; nothing is ever only authorized.
    capturePayment: read,
    // A payment refused for its creator (decision 049) goes back whole, once, as Razorpay's would.
    async refundPayment(paymentId) {
      const [refunded] = await db
        .update(testCheckoutPayments)
        .set({ status: 'refunded' })
        .where(and(eq(testCheckoutPayments.id, paymentId), eq(testCheckoutPayments.status, 'captured')))
        .returning({ id: testCheckoutPayments.id });
      if (!refunded) throw new ProviderError(400, 'The payment has been fully refunded already or was never captured');
      return { id: razorpayId('rfnd') };
    },
  };
}
