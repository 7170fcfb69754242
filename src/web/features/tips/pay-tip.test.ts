import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/app-error';
import type { TipOrder, TipOrderRequest } from './api/create-razorpay-order';
import type { TipVerifyRequest, VerifiedTip } from './api/verify-razorpay-payment';
import { orderFailureText, payTip, tipPreflightError, type TipFlow, type TipRequest } from './pay-tip';
import type { CheckoutOutcome } from './razorpay-checkout';
import { TipFlowError } from './tip-errors';

const REQUEST: TipRequest = { amount: 250, message: 'Lovely gears', testMode: false, creatorId: 'user-anjali', modelId: 'model-1' };

function order(testMode: boolean): TipOrder {
  return { success: true, error: null, key: 'rzp_test_x', amount: 25_000, currency: 'INR', testMode, orderId: `order_${testMode ? 'test' : 'live'}`, checkout: 'built-in', checkoutScriptUrl: null };
}

const PAID: CheckoutOutcome = { kind: 'paid', payment: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_test', razorpay_signature: 'sig' } };
const VERIFIED: VerifiedTip = { success: true, error: null, tip: { paymentId: 'pay_1', amount: 25_000, creatorAmount: 21_250, platformFee: 3_750, testMode: true } };

/** A flow whose calls are recorded; each step's answer can be replaced. */
function fakeFlow(overrides: Partial<TipFlow> = {}) {
  const orders: TipOrderRequest[] = [];
  const verifies: TipVerifyRequest[] = [];
  const flow: TipFlow = {
    createOrder: async (request) => {
      orders.push(request);
      return order(request.testMode ?? false);
    },
    checkout: async () => PAID,
    verify: async (request) => {
      verifies.push(request);
      return VERIFIED;
    },
    switchedToTestMode: vi.fn(),
    ...overrides,
  };
  return { flow, orders, verifies };
}

async function failureText(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TipFlowError);
  return (error as TipFlowError).message;
}

describe('before any call', () => {
  it('asks a visitor to log in, then checks the amount (SPEC §8)', () => {
    expect(tipPreflightError(false, 250)).toBe('Please log in to send a tip');
    expect(tipPreflightError(true, 5)).toBe('Minimum tip amount is ₹10');
    expect(tipPreflightError(true, 100_001)).toBe('Maximum tip amount is ₹100000');
    expect(tipPreflightError(true, 250)).toBeNull();
  });
});

describe('the order', () => {
  it("sends SPEC §7's request: rupees, INR, type tip, the recipient, model and message", async () => {
    const { flow, orders } = fakeFlow();
    await payTip({ ...REQUEST, testMode: true }, flow);
    expect(orders).toEqual([{ amount: 250, currency: 'INR', creatorId: 'user-anjali', modelId: 'model-1', message: 'Lovely gears', type: 'tip', testMode: true }]);
  });

  it('retries a failed live order once in test mode, and test mode stays on (SPEC §4)', async () => {
    const { flow, orders, verifies } = fakeFlow();
    const createOrder = flow.createOrder;
    flow.createOrder = async (request) => {
      if (!request.testMode) throw new AppError('unavailable', 'Live payments are not set up on this site yet. Try Test Mode.');
      return createOrder(request);
    };
    const checkout = vi.fn(async () => PAID);
    flow.checkout = checkout;
    const result = await payTip(REQUEST, flow);
    expect(result).toEqual({ kind: 'paid', tip: VERIFIED.tip });
    expect(flow.switchedToTestMode).toHaveBeenCalledOnce();
    expect(orders.map((o) => o.testMode)).toEqual([true]);
    expect(checkout).toHaveBeenCalledWith(order(true), true);
    expect(verifies[0]?.testMode).toBe(true);
  });

  it("shows the retry's server text when test mode fails too, and tries no third time", async () => {
    const calls: boolean[] = [];
    const { flow } = fakeFlow({
      createOrder: async (request) => {
        calls.push(request.testMode ?? false);
        throw new AppError('unavailable', request.testMode ? 'Test payments are not set up on this site.' : 'Live payments are not set up on this site yet. Try Test Mode.');
      },
    });
    expect(await failureText(payTip(REQUEST, flow))).toBe('Test payments are not set up on this site.');
    expect(calls).toEqual([false, true]);
    expect(flow.switchedToTestMode).not.toHaveBeenCalled();
  });

  it('does not retry when test mode was already on', async () => {
    const calls: boolean[] = [];
    const { flow } = fakeFlow({
      createOrder: async (request) => {
        calls.push(request.testMode ?? false);
        throw new AppError('invalid-argument', 'creatorId: you cannot tip yourself');
      },
    });
    expect(await failureText(payTip({ ...REQUEST, testMode: true }, flow))).toBe('creatorId: you cannot tip yourself');
    expect(calls).toEqual([true]);
  });

  it('does not retry a signed-out answer: it says to log in', async () => {
    const calls: boolean[] = [];
    const { flow } = fakeFlow({
      createOrder: async (request) => {
        calls.push(request.testMode ?? false);
        throw new AppError('unauthenticated', 'Please log in to send a tip');
      },
    });
    expect(await failureText(payTip(REQUEST, flow))).toBe('Please log in to send a tip');
    expect(calls).toEqual([false]);
  });

  it("falls back to 'Failed to create payment order. Try Test Mode.' without a server text", () => {
    expect(orderFailureText(new TypeError('Failed to fetch'))).toBe('Failed to create payment order. Try Test Mode.');
    expect(orderFailureText(new AppError('internal', ''))).toBe('Failed to create payment order. Try Test Mode.');
    expect(orderFailureText(new AppError('unavailable', 'Could not create the payment order: down'))).toBe('Could not create the payment order: down');
  });
});

describe('the checkout and the verification', () => {
  it('verifies exactly what the checkout handed back, with the tip as asked', async () => {
    const { flow, verifies } = fakeFlow();
    await payTip({ ...REQUEST, testMode: true }, flow);
    expect(verifies).toEqual([{ paymentId: 'pay_1', orderId: 'order_test', signature: 'sig', creatorId: 'user-anjali', amount: 250, message: 'Lovely gears', testMode: true }]);
  });

  it("shows the provider's description of a failed payment, or 'Payment failed' without one", async () => {
    const { flow, verifies } = fakeFlow({ checkout: async () => ({ kind: 'failed', description: "Payment was declined by the payer's bank." }) });
    expect(await failureText(payTip({ ...REQUEST, testMode: true }, flow))).toBe("Payment was declined by the payer's bank.");
    expect(verifies).toEqual([]);
    const bare = fakeFlow({ checkout: async () => ({ kind: 'failed', description: '' }) });
    expect(await failureText(payTip({ ...REQUEST, testMode: true }, bare.flow))).toBe('Payment failed');
  });

  it('ends quietly when the payer closes the checkout', async () => {
    const { flow, verifies } = fakeFlow({ checkout: async () => ({ kind: 'dismissed' }) });
    expect(await payTip({ ...REQUEST, testMode: true }, flow)).toEqual({ kind: 'dismissed' });
    expect(verifies).toEqual([]);
  });

  it("says 'Payment verification failed' when the verification is refused or the call fails", async () => {
    for (const verify of [
      async () => Promise.reject(new AppError('invalid-argument', 'Payment verification failed')),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => ({ ...VERIFIED, success: false }) as unknown as VerifiedTip,
    ]) {
      const { flow } = fakeFlow({ verify });
      expect(await failureText(payTip({ ...REQUEST, testMode: true }, flow))).toBe('Payment verification failed');
    }
  });

  it("passes on the checkout's own failure text (the SDK that did not load)", async () => {
    const { flow } = fakeFlow({ checkout: async () => Promise.reject(new TipFlowError('Failed to load Razorpay SDK')) });
    expect(await failureText(payTip({ ...REQUEST, testMode: true }, flow))).toBe('Failed to load Razorpay SDK');
  });
});
