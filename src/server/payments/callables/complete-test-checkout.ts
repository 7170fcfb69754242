import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { completeTestCheckout, TEST_CHECKOUT_FAILURES } from '../../../shared/contracts/payments/tips';
import { paymentOrders, testCheckoutPayments } from '../../db/schema';
import { CANNOT_RECEIVE_TIPS } from '../../moderation';
import { razorpayId } from '../razorpay-ids';
import { refusalOfRecipient } from '../refuse-payment';
import { hmacHex } from '../signatures';
import { sendTestCheckoutWebhooks } from '../test-checkout-webhooks';
import { implement } from '../../callables/implement';

/**
 * The built-in test checkout's "UPI app": pays or fails one of the caller's test-mode orders and
 * answers exactly what Razorpay's checkout hands the page (ids and the order|payment signature, or
 * an error with the provider's description), then sends the provider's webhooks. The tip itself
 * is posted by verifyRazorpayPayment or those webhooks, never here.
 */
export const completeTestCheckoutFunction = implement(completeTestCheckout, async (input, ctx) => {
  const gateway = ctx.payments.test;
  if (gateway.checkout !== 'built-in') throw new AppError('not-found', 'The built-in test checkout is not used on this site: test mode goes through Razorpay.');
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, input.orderId), eq(paymentOrders.payerId, ctx.user.id), eq(paymentOrders.book, 'test')))
      .for('update');
    if (!order) throw new AppError('not-found', 'orderId: no test-mode tip order of yours has this id');
    // Every payment of an order is made under its row's lock, so this sees all that came before: an
    // order is paid once however many checkouts answer at once (the tip is posted seconds later).
    const [captured] = await tx
      .select({ id: testCheckoutPayments.id })
      .from(testCheckoutPayments)
      .where(and(eq(testCheckoutPayments.orderId, order.id), inArray(testCheckoutPayments.status, ['captured', 'refunded'])))
      .limit(1);
    if (order.status === 'paid' || captured) throw new AppError('already-exists', 'This order has already been paid');
    // This "provider" is ours: it takes nothing for a creator who may no longer receive (decision 049).
    if (await refusalOfRecipient(tx, order)) throw new AppError('permission-denied', CANNOT_RECEIVE_TIPS);
    const failed = input.outcome === 'failure';
    const description = failed ? TEST_CHECKOUT_FAILURES[input.failure] : null;
    const [payment] = await tx
      .insert(testCheckoutPayments)
      .values({ id: razorpayId('pay'), orderId: order.id, amount: order.amount, status: failed ? 'failed' : 'captured', vpa: input.vpa, errorDescription: description })
      .returning();
    const entity = {
      id: payment!.id, entity: 'payment', amount: payment!.amount, currency: payment!.currency, status: payment!.status, order_id: order.id,
      method: 'upi', vpa: payment!.vpa, captured: !failed, error_description: description,
    };
    if (failed) {
      await sendTestCheckoutWebhooks(tx, ctx.jobs, [{ event: 'payment.failed', payload: { payment: entity } }]);
      return { success: false, payment: null, error: { code: 'BAD_REQUEST_ERROR', description: description!, reason: 'payment_failed' } };
    }
    await sendTestCheckoutWebhooks(tx, ctx.jobs, [{ event: 'payment.captured', payload: { payment: entity } }]);
    return {
      success: true,
      payment: { razorpay_payment_id: payment!.id, razorpay_order_id: order.id, razorpay_signature: hmacHex(gateway.keySecret, `${order.id}|${payment!.id}`) },
      error: null,
    };
  });
});
