import type { TipOrder } from './api/create-razorpay-order';
import { TIP_ERRORS, TipFlowError } from './tip-errors';

/** What Razorpay's checkout hands the page after a payment; the built-in test checkout answers the same. */
export interface CheckoutPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** How a checkout ended: paid (to be verified), failed with the provider's words, or closed by the payer. */
export type CheckoutOutcome = { kind: 'paid'; payment: CheckoutPayment } | { kind: 'failed'; description: string } | { kind: 'dismissed' };

export interface CheckoutPayer {
  email: string;
  phoneNumber: string | null;
  displayName: string;
}

export interface TipCheckoutContext {
  testMode: boolean;
  creatorId: string;
  modelId?: string | undefined;
  payer: CheckoutPayer;
  /** The site's address, for the logo the checkout shows. */
  origin: string;
}

/** The brand purple of the light theme (--brand): Razorpay's checkout is always light. */
const THEME_PURPLE = '#6d28d9';

/** SPEC §3/§7: the display name, else the part of the e-mail before the @, else 'User'. */
export function payerName(payer: CheckoutPayer): string {
  return payer.displayName.trim() || payer.email.split('@')[0]?.trim() || 'User';
}

/**
 * SPEC §7's checkout options (everything but the callbacks, which openRazorpay adds): UPI only,
 * with the intent flow (a UPI app on the phone) and the collect flow (a request to a UPI id).
 * `method` turns every other instrument off; the display block puts UPI's two flows first and
 * alone. The notes repeat the order's, so the payment carries them in Razorpay's dashboard too.
 */
export function razorpayOptions(order: TipOrder, context: TipCheckoutContext) {
  return {
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: 'Meshmandi',
    description: context.testMode ? 'Test Payment (no charge)' : 'Support a creator',
    image: `${context.origin}/favicon.svg`,
    notes: { creatorId: context.creatorId, modelId: context.modelId ?? '', testMode: String(context.testMode) },
    prefill: { name: payerName(context.payer), email: context.payer.email, contact: context.payer.phoneNumber ?? '' },
    theme: { color: THEME_PURPLE },
    method: { upi: true, card: false, netbanking: false, wallet: false, emi: false, paylater: false, cardless_emi: false },
    config: {
      display: {
        blocks: { upi: { name: 'Pay with UPI', instruments: [{ method: 'upi', flows: ['intent', 'collect'] }] } },
        sequence: ['block.upi'],
        preferences: { show_default_blocks: false },
      },
    },
  };
}

type RazorpayOptions = ReturnType<typeof razorpayOptions> & {
  handler(payment: CheckoutPayment): void;
  modal: { ondismiss(): void };
};

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

function razorpayOnPage(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * SPEC §4: the checkout script is loaded on demand, once, and only if the page does not have it.
 * A failed load is forgotten (and its tag removed), so the next attempt tries again.
 */
export function loadRazorpay(scriptUrl: string | null): Promise<RazorpayConstructor> {
  const present = razorpayOnPage();
  if (present) return Promise.resolve(present);
  if (!scriptUrl) return Promise.reject(new TipFlowError(TIP_ERRORS.sdkFailed));
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = null;
      reject(new TipFlowError(TIP_ERRORS.sdkFailed));
    };
    script.onerror = fail;
    script.onload = () => {
      const loaded = razorpayOnPage();
      if (loaded) resolve(loaded);
      else fail();
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay's checkout and settles once: the handler's payment, payment.failed's description
 * (SPEC §7, 'Payment failed' without one), or a dismissal. On failure the checkout is closed, so the
 * reason is read in the tip dialog's red box rather than behind Razorpay's retry screen.
 */
export function openRazorpay(Razorpay: RazorpayConstructor, options: ReturnType<typeof razorpayOptions>): Promise<CheckoutOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      ...options,
      handler: (payment) => settle({ kind: 'paid', payment }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => {
      settle({ kind: 'failed', description: response?.error?.description || TIP_ERRORS.paymentFailed });
      checkout.close();
    });
    checkout.open();
  });
}
