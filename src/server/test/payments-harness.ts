import { startRazorpayStandIn, type RazorpayStandIn } from '../payments/stand-in/razorpay-stand-in';
import { RAZORPAY_WEBHOOK_PATH } from '../http/razorpay-webhook-route';
import { createTestApp, type TestApp } from './test-app';

export const STAND_IN_KEYS = {
  live: { keyId: 'rzp_live_StandInLive001', keySecret: 'stand-in-live-key-secret', webhookSecret: 'stand-in-live-webhook-secret' },
  test: { keyId: 'rzp_test_StandInTest001', keySecret: 'stand-in-test-key-secret', webhookSecret: 'stand-in-test-webhook-secret' },
};

export interface PaymentsHarness {
  t: TestApp;
  razorpay: RazorpayStandIn;
  close(): Promise<void>;
}

/** The app with Razorpay's live and test keys, both pointed at a loopback stand-in that sends its webhooks back to the app. */
export async function startPaymentsHarness(options: { modes?: ('live' | 'test')[]; env?: Record<string, string>; jobsOnDemand?: boolean } = {}): Promise<PaymentsHarness> {
  const modes = options.modes ?? ['live', 'test'];
  const keys = Object.fromEntries(modes.map((m) => [m, STAND_IN_KEYS[m]]));
  const razorpay = await startRazorpayStandIn({ keys });
  const env: Record<string, string> = { RAZORPAY_API_URL: razorpay.url, ...options.env };
  if (keys.live) Object.assign(env, { RAZORPAY_KEY_ID: keys.live.keyId, RAZORPAY_KEY_SECRET: keys.live.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.live.webhookSecret });
  if (keys.test) Object.assign(env, { RAZORPAY_TEST_KEY_ID: keys.test.keyId, RAZORPAY_TEST_KEY_SECRET: keys.test.keySecret, RAZORPAY_TEST_WEBHOOK_SECRET: keys.test.webhookSecret });
  const t = await createTestApp(env, { jobsOnDemand: options.jobsOnDemand ?? false });
  razorpay.webhooks.target = `${t.url}${RAZORPAY_WEBHOOK_PATH}`;
  return {
    t,
    razorpay,
    close: async () => {
      await razorpay.webhooks.settled();
      await t.close();
      await razorpay.close();
    },
  };
}
