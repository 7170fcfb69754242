import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { withdrawalSplit } from '../../shared/constants/payout-rules';
import { payoutDestinations, withdrawalRequests } from '../db/schema';
import { RAZORPAY_WEBHOOK_PATH } from '../http/razorpay-webhook-route';
import { RAZORPAYX_WEBHOOK_PATH } from '../http/razorpayx-webhook-route';
import { accountBalance } from '../money/account-balance';
import { creatorEarnings, withdrawalHolds } from '../money/ledger-accounts';
import { reserveWithdrawal } from '../money/withdrawal-postings';
import { startRazorpayStandIn, type RazorpayStandIn } from '../payments/stand-in/razorpay-stand-in';
import type { PayoutStandIn } from '../payments/stand-in/stand-in-payouts';
import type { TestUser } from './factories';
import { STAND_IN_KEYS } from './payments-harness';
import { createTestApp, type TestApp } from './test-app';
import { orderTip, verifyBody } from './tip-flow';
import { destinationFingerprintText, destinationLabel } from '../payouts/destination-view';
import { TIER_BENEFITS } from '../../shared/constants/creator-tiers';

/** Test helpers for payouts (issue 15 item 5): not used by the server itself. */
export const PAYOUT_STAND_IN_KEYS = { keyId: 'rzp_live_StandInPayout01', keySecret: 'stand-in-payouts-key-secret', accountNumber: '7878780080316316', webhookSecret: 'stand-in-payouts-webhook-secret' };

export interface PayoutsHarness {
  t: TestApp;
  razorpay: RazorpayStandIn;
  /** RazorpayX, when the app was started with its keys. */
  x: PayoutStandIn;
  close(): Promise<void>;
}

/** The settings that point a server at the stand-in with Razorpay's live keys and, when `withX`, RazorpayX's. */
export function payoutsStandInEnv(standInUrl: string, withX = true): Record<string, string> {
  return {
    RAZORPAY_API_URL: standInUrl,
    RAZORPAY_KEY_ID: STAND_IN_KEYS.live.keyId,
    RAZORPAY_KEY_SECRET: STAND_IN_KEYS.live.keySecret,
    RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.live.webhookSecret,
    ...(withX
      ? {
          RAZORPAYX_API_URL: standInUrl,
          RAZORPAYX_KEY_ID: PAYOUT_STAND_IN_KEYS.keyId,
          RAZORPAYX_KEY_SECRET: PAYOUT_STAND_IN_KEYS.keySecret,
          RAZORPAYX_ACCOUNT_NUMBER: PAYOUT_STAND_IN_KEYS.accountNumber,
          RAZORPAYX_WEBHOOK_SECRET: PAYOUT_STAND_IN_KEYS.webhookSecret,
        }
      : {}),
  };
}

/** The app with Razorpay's live keys (to earn live money) and, unless `razorpayx: false`, RazorpayX's, all on one loopback stand-in. */
export async function startPayoutsHarness(options: { razorpayx?: boolean; env?: Record<string, string> } = {}): Promise<PayoutsHarness> {
  const withX = options.razorpayx ?? true;
  const razorpay = await startRazorpayStandIn({ keys: { live: STAND_IN_KEYS.live }, payouts: withX ? PAYOUT_STAND_IN_KEYS : undefined });
  const env = { ...payoutsStandInEnv(razorpay.url, withX), ...options.env };
  const t = await createTestApp(env);
  razorpay.webhooks.target = `${t.url}${RAZORPAY_WEBHOOK_PATH}`;
  if (razorpay.payouts) razorpay.payouts.webhooks.target = `${t.url}${RAZORPAYX_WEBHOOK_PATH}`;
  return {
    t,
    razorpay,
    x: razorpay.payouts!,
    close: async () => {
      await razorpay.webhooks.settled();
      await razorpay.payouts?.webhooks.settled();
      await t.close();
      await razorpay.close();
    },
  };
}

/** A real live-book tip through the stand-in (order, payment, verify): the creator earns 85 % of it. */
export async function giveLiveEarnings(h: PayoutsHarness, payer: TestUser, creator: TestUser, rupees: number): Promise<void> {
  const order = await orderTip(payer, { creatorId: creator.user.id, amount: rupees, testMode: false });
  const answer = await payer.client.call('verifyRazorpayPayment', verifyBody(order, h.razorpay.pay(order.orderId)));
  if (answer.status !== 200) throw new Error(`verifyRazorpayPayment answered ${answer.status}: ${answer.error?.message}`);
}

type Destination = { upiId: string } | { accountNumber: string; ifsc: string; holderName: string };

/** A saved destination, as addPayoutBankAccount or verifyUpiVpa would keep it. */
export async function addDestination(t: TestApp, userId: string, destination: Destination) {
  const keys = t.services.payoutKeys;
  const values =
    'upiId' in destination
      ? { method: 'upi' as const, upiId: destination.upiId, fingerprint: keys.fingerprint(destinationFingerprintText({ method: 'upi', upiId: destination.upiId })) }
      : {
          method: 'bank' as const,
          holderName: destination.holderName,
          accountNumberSealed: keys.seal(destination.accountNumber),
          accountLast4: destination.accountNumber.slice(-4),
          ifsc: destination.ifsc,
          bankName: 'HDFC Bank',
          fingerprint: keys.fingerprint(destinationFingerprintText({ method: 'bank', accountNumber: destination.accountNumber, ifsc: destination.ifsc })),
        };
  // Once per person and destination, as the callables keep them.
  await t.services.db.insert(payoutDestinations).values({ id: randomUUID(), userId, ...values }).onConflictDoNothing();
  const [row] = await t.services.db.select().from(payoutDestinations).where(and(eq(payoutDestinations.userId, userId), eq(payoutDestinations.fingerprint, values.fingerprint)));
  return row!;
}

/** A pending withdrawal as createWithdrawalRequest leaves it: the row and its reservation in one transaction. */
export async function pendingWithdrawal(t: TestApp, creatorId: string, amountPaise: number, destination: Destination = { upiId: 'asha.k@okaxis' }) {
  const dest = await addDestination(t, creatorId, destination);
  const { processingFee, netAmount } = withdrawalSplit(amountPaise, TIER_BENEFITS.basic.withdrawalFeeBps);
  return t.services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawalRequests)
      .values({ id: randomUUID(), userId: creatorId, amount: amountPaise, processingFee, netAmount, method: dest.method, destinationId: dest.id, destinationLabel: destinationLabel(dest), requestKey: randomUUID() })
      .returning();
    await reserveWithdrawal(tx, { withdrawalId: row!.id, creatorId, amount: amountPaise, processingFee, netAmount }, 1);
    return row!;
  });
}

export async function withdrawalRow(t: TestApp, id: string) {
  const [row] = await t.services.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id));
  return row!;
}

/** What the creator may withdraw and what their unpaid withdrawals hold, in paise. */
export async function balancesOf(t: TestApp, creatorId: string) {
  return { available: await accountBalance(t.services.db, creatorEarnings('live', creatorId)), held: await accountBalance(t.services.db, withdrawalHolds(creatorId)) };
}
