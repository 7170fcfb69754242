import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/app-error';
import { createRazorpayOrder } from '../../../shared/contracts/payments/tips';
import { paymentOrders } from '../../db/schema';
import { rupeesToPaise } from '../../../shared/money/paise';
import { gatewayFor } from '../gateway-for';
import { ProviderError } from '../payment-gateway';
import { resolveTipRecipient } from '../tip-recipient';
import { implement } from '../../callables/implement';

/**
 * SPEC §7's tip order. Everything the payment will be checked against later (amount, recipient,
 * model, message, book) is decided here on the server and kept with the provider's order id; the
 * provider gets SPEC §7's notes.
 */
export const createRazorpayOrderFunction = implement(createRazorpayOrder, async (input, ctx) => {
  const recipient = await resolveTipRecipient(ctx.db, ctx.user, input);
  const book = input.testMode ? 'test' : 'live';
  const gateway = gatewayFor(ctx.payments, book);
  const amount = rupeesToPaise(input.amount);
  let order;
  try {
    order = await gateway.createOrder({
      amount,
      receipt: `tip_${randomUUID().replaceAll('-', '')}`,
      notes: { creatorId: recipient.creatorId ?? input.creatorId, modelId: recipient.modelId ?? '', testMode: String(input.testMode) },
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ statusCode: error.statusCode, description: error.description, book }, 'the payment provider refused a tip order');
    throw new AppError('unavailable', `Could not create the payment order: ${error.description}`);
  }
  if (order.amount !== amount || order.currency !== 'INR') throw new Error(`the provider made order ${order.id} for ${order.amount} ${order.currency}, not ${amount} INR`);
  await ctx.db.insert(paymentOrders).values({
    id: order.id,
    book,
    payerId: ctx.user.id,
    creatorId: recipient.creatorId,
    modelId: recipient.modelId,
    message: input.message,
    amount,
  });
  return { success: true as const, error: null, key: gateway.keyId, amount, currency: 'INR' as const, testMode: input.testMode, orderId: order.id, checkout: gateway.checkout, checkoutScriptUrl: gateway.checkout === 'razorpay' ? ctx.config.payments.checkoutScriptUrl : null };
});
