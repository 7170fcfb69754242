import { AppError } from '../../../shared/app-error';
import type { TipOrder, TipOrderRequest } from './api/create-razorpay-order';
import type { TipVerifyRequest, VerifiedTip } from './api/verify-razorpay-payment';
import type { CheckoutOutcome } from './razorpay-checkout';
import { amountError } from './tip-amount';
import { TIP_ERRORS, TipFlowError } from './tip-errors';

/**
 * The tip's way from Send to a posted tip (SPEC §4, §7, §8), free of React and of the network: the
 * dialog passes the calls in, the unit tests pass fakes. Every failure is a TipFlowError carrying
 * the text of SPEC §8 for the red box.
 */
export interface TipRequest {
  /** Rupees. */
  amount: number;
  message: string;
  testMode: boolean;
  creatorId: string;
  modelId?: string | undefined;
}

export interface TipFlow {
  createOrder(request: TipOrderRequest): Promise<TipOrder>;
  /** Opens the checkout the order names (Razorpay's, or the built-in test one) and waits for it. */
  checkout(order: TipOrder, testMode: boolean): Promise<CheckoutOutcome>;
  verify(request: TipVerifyRequest): Promise<VerifiedTip>;
  /** The live order failed and the test-mode retry worked: test mode stays on for the dialog (SPEC §4). */
  switchedToTestMode(): void;
}

export type TipResult = { kind: 'paid'; tip: VerifiedTip['tip'] } | { kind: 'dismissed' };

/** What stops a tip before any call, in SPEC §8's order: signed out, then the amount. */
export function tipPreflightError(signedIn: boolean, rupees: number): string | null {
  if (!signedIn) return TIP_ERRORS.signedOut;
  return amountError(rupees);
}

/** SPEC §8: the server's error text when it gave one, else the fallback that points at test mode. */
export function orderFailureText(error: unknown): string {
  return error instanceof AppError && error.message ? error.message : TIP_ERRORS.orderFailed;
}

/**
 * SPEC §4: a live order that fails is tried once more in test mode, and when that works the dialog
 * stays in test mode. Not after a signed-out answer: test mode needs an account just the same.
 */
async function placeOrder(request: TipRequest, flow: TipFlow): Promise<{ order: TipOrder; testMode: boolean }> {
  const ask = (testMode: boolean) =>
    flow.createOrder({ amount: request.amount, currency: 'INR', creatorId: request.creatorId, modelId: request.modelId, message: request.message, type: 'tip', testMode });
  try {
    return { order: await ask(request.testMode), testMode: request.testMode };
  } catch (error) {
    const signedOut = error instanceof AppError && error.code === 'unauthenticated';
    if (request.testMode || signedOut) throw new TipFlowError(orderFailureText(error));
    try {
      const order = await ask(true);
      flow.switchedToTestMode();
      return { order, testMode: true };
    } catch (retryError) {
      throw new TipFlowError(orderFailureText(retryError));
    }
  }
}

export async function payTip(request: TipRequest, flow: TipFlow): Promise<TipResult> {
  const { order, testMode } = await placeOrder(request, flow);
  const outcome = await flow.checkout(order, testMode);
  if (outcome.kind === 'dismissed') return outcome;
  if (outcome.kind === 'failed') throw new TipFlowError(outcome.description || TIP_ERRORS.paymentFailed);
  const { payment } = outcome;
  try {
    const verified = await flow.verify({
      paymentId: payment.razorpay_payment_id,
      orderId: payment.razorpay_order_id,
      signature: payment.razorpay_signature,
      creatorId: request.creatorId,
      amount: request.amount,
      message: request.message,
      testMode,
    });
    if (!verified.success) throw new Error('not verified');
    return { kind: 'paid', tip: verified.tip };
  } catch {
    // SPEC §8: whatever the server said, or if the call itself failed.
    throw new TipFlowError(TIP_ERRORS.verifyFailed);
  }
}
