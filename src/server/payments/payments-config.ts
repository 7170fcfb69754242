import { z } from 'zod';

const httpUrl = z.string().refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: 'must be an http(s):// URL' });

/** The environment's Razorpay settings (read only by config.ts, like every other setting). */
export const RazorpayEnv = {
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_TEST_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_TEST_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_TEST_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Razorpay's API; a loopback stand-in in tests. */
  RAZORPAY_API_URL: httpUrl.default('https://api.razorpay.com'),
  /** Razorpay's checkout script, loaded by the tip dialog on demand. */
  RAZORPAY_CHECKOUT_URL: httpUrl.default('https://checkout.razorpay.com/v1/checkout.js'),
};

type RazorpayEnvValues = z.output<z.ZodObject<typeof RazorpayEnv>>;

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface PaymentsConfig {
  apiUrl: string;
  checkoutScriptUrl: string;
  /** Real money, the live book. */
  live: RazorpayKeys | undefined;
  /** Razorpay's test mode, the test book; without it test mode uses the built-in test checkout. */
  test: RazorpayKeys | undefined;
}

/**
 * A key pair is all or nothing, with its webhook secret (without it refunds would never arrive).
 * Razorpay's key ids say their mode: a test key in the live slot would put pretend money in the
 * book that can be withdrawn, so the prefix is checked.
 */
function keysFor(mode: 'live' | 'test', id: string | undefined, secret: string | undefined, webhookSecret: string | undefined): RazorpayKeys | undefined | string {
  const prefix = mode === 'live' ? 'RAZORPAY_' : 'RAZORPAY_TEST_';
  if (!id && !secret && !webhookSecret) return undefined;
  if (!id || !secret || !webhookSecret) return `${prefix}KEY_ID: ${prefix}KEY_ID, ${prefix}KEY_SECRET and ${prefix}WEBHOOK_SECRET must be set together`;
  if (!id.startsWith(`rzp_${mode}_`)) return `${prefix}KEY_ID: must be a Razorpay ${mode} key (rzp_${mode}_…)`;
  return { keyId: id, keySecret: secret, webhookSecret };
}

/** The payments part of the configuration, or the line that says what is wrong. */
export function paymentsConfigFrom(e: RazorpayEnvValues): PaymentsConfig | string {
  const live = keysFor('live', e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET);
  if (typeof live === 'string') return live;
  const test = keysFor('test', e.RAZORPAY_TEST_KEY_ID, e.RAZORPAY_TEST_KEY_SECRET, e.RAZORPAY_TEST_WEBHOOK_SECRET);
  if (typeof test === 'string') return test;
  return { apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''), checkoutScriptUrl: e.RAZORPAY_CHECKOUT_URL, live, test };
}
