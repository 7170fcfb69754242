import Razorpay from 'razorpay';
import type { LedgerBook } from '../db/schema';
import type { PaymentsConfig, RazorpayKeys } from './payments-config';

/** A payment as we read it from the provider (amounts in paise). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  errorDescription: string | null;
}

/** The provider said no, or could not be reached (`statusCode` null). */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly statusCode: number | null,
    readonly description: string,
  ) {
    super(description);
  }
}

/** One set of Razorpay keys (live or test) and what we ask of the provider with them. */
export interface PaymentGateway {
  book: LedgerBook;
  /** Razorpay's own checkout in the browser, or the site's built-in test checkout. */
  checkout: 'razorpay' | 'built-in';
  /** Handed to the browser's checkout. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  createOrder(order: { amount: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string; amount: number; currency: string }>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  capturePayment(paymentId: string, amount: number): Promise<ProviderPayment>;
  /** Refunds the whole of a captured payment; the provider refuses a second whole refund. */
  refundPayment(paymentId: string, amount: number): Promise<{ id: string }>;
}

const PROVIDER_TIMEOUT_MS = 15_000;

/** The SDK throws `{statusCode, error: {description}}` for an answer, and a TypeError when there was none. */
function providerError(error: unknown): ProviderError {
  const answered = error as { statusCode?: number; error?: { description?: string } };
  if (typeof answered?.statusCode === 'number') return new ProviderError(answered.statusCode, answered.error?.description || `The payment provider answered ${answered.statusCode}`);
  return new ProviderError(null, 'The payment provider could not be reached');
}

function toPayment(p: { id: string; order_id?: string | null; amount: number | string; currency: string; status: string; error_description?: string | null }): ProviderPayment {
  return {
    id: p.id,
    orderId: p.order_id ?? '',
    amount: Number(p.amount),
    currency: p.currency,
    status: p.status as ProviderPayment['status'],
    errorDescription: p.error_description ?? null,
  };
}

/**
 * Razorpay through its official SDK. The SDK has no option for its API's address, so the one
 * private detail we rely on (its axios instance) is set here and nowhere else: a loopback
 * stand-in in tests, api.razorpay.com otherwise.
 */
export function createRazorpayGateway(book: LedgerBook, keys: RazorpayKeys, apiUrl: string): PaymentGateway {
  const sdk = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const http = (sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
  http.defaults.baseURL = apiUrl;
  http.defaults.timeout = PROVIDER_TIMEOUT_MS;
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  };
  return {
    book,
    checkout: 'razorpay',
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    async createOrder({ amount, receipt, notes }) {
      const order = await call(() => sdk.orders.create({ amount, currency: 'INR', receipt, notes }));
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    fetchPayment: async (paymentId) => toPayment(await call(() => sdk.payments.fetch(paymentId))),
    capturePayment: async (paymentId, amount) => toPayment(await call(() => sdk.payments.capture(paymentId, amount, 'INR'))),
    refundPayment: async (paymentId, amount) => ({ id: (await call(() => sdk.payments.refund(paymentId, { amount }))).id }),
  };
}

export interface PaymentGateways {
  live: PaymentGateway | undefined;
  /** Always there: Razorpay's test mode, or the built-in test checkout. */
  test: PaymentGateway;
}

/** Live where live keys are set; test through Razorpay's test keys where set, else through the built-in test checkout. */
export function createPaymentGateways(config: PaymentsConfig, builtInTestCheckout: () => PaymentGateway): PaymentGateways {
  return {
    live: config.live && createRazorpayGateway('live', config.live, config.apiUrl),
    test: config.test ? createRazorpayGateway('test', config.test, config.apiUrl) : builtInTestCheckout(),
  };
}
