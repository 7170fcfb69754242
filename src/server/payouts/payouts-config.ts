import { z } from 'zod';
import { takesRealMoney } from '../money';
import type { PaymentsConfig } from '../payments';

const httpUrl = z.string().refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: 'must be an http(s):// URL' });

/** The environment's RazorpayX settings (read only by config.ts, like every other setting). */
export const RazorpayXEnv = {
  RAZORPAYX_KEY_ID: z.string().min(1).optional(),
  RAZORPAYX_KEY_SECRET: z.string().min(1).optional(),
  /** The RazorpayX business account (the "customer identifier") payouts are paid from. */
  RAZORPAYX_ACCOUNT_NUMBER: z.string().regex(/^[0-9A-Za-z]{6,32}$/, 'must be the RazorpayX account number (6–32 letters or digits)').optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** RazorpayX's API; a loopback stand-in in tests. */
  RAZORPAYX_API_URL: httpUrl.default('https://api.razorpay.com'),
};

type RazorpayXEnvValues = z.output<z.ZodObject<typeof RazorpayXEnv>>;

export interface RazorpayXKeys {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
}

/**
 * Who pays an approved withdrawal (decision 036): RazorpayX when its keys are set; the built-in
 * test payouts (no money moves) on a site that is not production; an admin by hand on a
 * production site without keys, so a real site never pretends to have paid anyone.
 */
export type PayoutMode = 'razorpayx' | 'built-in' | 'by-hand';

export interface PayoutsConfig {
  mode: PayoutMode;
  apiUrl: string;
  razorpayx: RazorpayXKeys | undefined;
}

/**
 * All four settings or none: a payout without its webhook secret would never be seen to complete,
 * and one without the account number cannot be made at all.
 */
export function payoutsConfigFrom(e: RazorpayXEnvValues, nodeEnv: 'development' | 'production' | 'test'): PayoutsConfig | string {
  const values = [e.RAZORPAYX_KEY_ID, e.RAZORPAYX_KEY_SECRET, e.RAZORPAYX_ACCOUNT_NUMBER, e.RAZORPAYX_WEBHOOK_SECRET];
  const apiUrl = e.RAZORPAYX_API_URL.replace(/\/+$/, '');
  if (values.every((v) => !v)) return { mode: nodeEnv === 'production' ? 'by-hand' : 'built-in', apiUrl, razorpayx: undefined };
  if (values.some((v) => !v)) {
    return 'RAZORPAYX_KEY_ID: RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET must be set together';
  }
  return {
    mode: 'razorpayx',
    apiUrl,
    razorpayx: { keyId: e.RAZORPAYX_KEY_ID!, keySecret: e.RAZORPAYX_KEY_SECRET!, accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER!, webhookSecret: e.RAZORPAYX_WEBHOOK_SECRET! },
  };
}

/**
 * Issue 27 item 8: a site that takes real money must pay its withdrawals for real (RazorpayX) or
 * say that an admin pays them (production's by-hand mode); built-in test payouts there would mark
 * real withdrawals paid while nothing moved. The line that says so, or null.
 */
export function realMoneyPayoutsRefusal(payouts: PayoutsConfig, payments: PaymentsConfig): string | null {
  if (payouts.mode !== 'built-in' || !takesRealMoney(payments)) return null;
  return (
    'RAZORPAYX_KEY_ID: live Razorpay keys (RAZORPAY_KEY_ID) take real money, but without RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, ' +
    'RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET, and with NODE_ENV not production, withdrawals would be "paid" by built-in test payouts ' +
    'that move no money: set the RazorpayX keys, or NODE_ENV=production to have admins pay withdrawals by hand'
  );
}
