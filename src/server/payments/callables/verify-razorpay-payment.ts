import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { PLATFORM_RECIPIENT_ID } from '../../../shared/constants/tip-rules';
import { verifyRazorpayPayment } from '../../../shared/contracts/payments/tips';
import { paymentOrders } from '../../db/schema';
import { rupeesToPaise } from '../../../shared/money/paise';
import { gatewayFor } from '../gateway-for';
import { ProviderError, type ProviderPayment } from '../payment-gateway';
import { CANNOT_RECEIVE_TIPS } from '../../moderation';
import { captureIfAuthorized } from '../capture-authorized';
import { recordCapturedPayment } from '../record-captured-payment';
import { returnRefusedPayment } from '../return-refused-payment';
import { checkoutSignatureValid } from '../signatures';
import { implement } from '../../callables/implement';

/** SPEC §8: the one thing the payer is told, whatever did not agree (the log says what). */
export const VERIFICATION_FAILED = 'Payment verification failed';

/**
 * SPEC §7's verify, as a payments engineer would: the payer's own order; the amount, recipient,
 * message and mode the order was made with; the checkout's signature (constant-time); the payment
 * as the provider reports it (this order's, this amount, captured, or captured now if only
 * authorized). Then the tip is posted once for the payment id, the same posting a webhook makes,
 * unless its creator may no longer receive: then it is refunded (decision 049) and the payer told.
 */
export const verifyRazorpayPaymentFunction = implement(verifyRazorpayPayment, async (input, ctx) => {
  const refuse = (reason: string, code: 'invalid-argument' | 'unavailable' = 'invalid-argument'): never => {
    ctx.log.warn({ orderId: input.orderId, paymentId: input.paymentId, reason }, 'a tip payment was not verified');
    throw new AppError(code, VERIFICATION_FAILED);
  };
  const [order] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, input.orderId), eq(paymentOrders.payerId, ctx.user.id)))
    .limit(1);
  if (!order) return refuse("no such order of the caller's");
  if ((order.creatorId ?? PLATFORM_RECIPIENT_ID) !== input.creatorId) return refuse('the creator differs from the order');
  if (rupeesToPaise(input.amount) !== order.amount) return refuse('the amount differs from the order');
  if (input.message !== order.message) return refuse('the message differs from the order');
  if (input.testMode !== (order.book === 'test')) return refuse('the mode differs from the order');
  const gateway = gatewayFor(ctx.payments, order.book);
  if (!checkoutSignatureValid(input, gateway.keySecret)) return refuse('the signature is wrong');

  let payment: ProviderPayment;
  try {
    payment = await captureIfAuthorized(ctx.db, gateway, order, input.paymentId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // A captured payment the provider could not confirm now still arrives by webhook.
    return refuse(`the provider could not be asked: ${error.description}`, 'unavailable');
  }
  const outcome = await recordCapturedPayment(ctx.db, ctx.jobs, order.id, payment, order.book);
  if (!outcome) return refuse('the order is gone');
  if (outcome.kind === 'mismatch') return refuse(outcome.reason);
  if (outcome.kind === 'refused') {
    ctx.log.warn({ orderId: order.id, paymentId: payment.id, reason: outcome.reason }, 'a tip payment was refused: its creator may no longer receive tips');
    if (!outcome.taken) throw new AppError('permission-denied', `${CANNOT_RECEIVE_TIPS}; nothing was taken from you`);
    // The webhook of the same capture refunds it too (and again until the provider answers), so a failure here is only logged.
    await returnRefusedPayment(ctx, gateway, { id: outcome.paymentId, amount: outcome.amount }).catch((error: unknown) => ctx.log.warn({ err: error, paymentId: payment.id }, 'a refused payment could not be refunded yet'));
    throw new AppError('permission-denied', `${CANNOT_RECEIVE_TIPS}; your payment is refunded`);
  }
  const { tip } = outcome;
  return {
    success: true as const,
    error: null,
    tip: { paymentId: tip.paymentId, amount: tip.amount, creatorAmount: tip.creatorAmount, platformFee: tip.platformFee, testMode: tip.book === 'test' },
  };
});
