import { z } from 'zod';
import { MAX_TIP_PAISE, MIN_TIP_PAISE, TIP_MESSAGE_MAX_LENGTH } from '../../constants/tip-rules';
import { isWholePaise, paiseToRupees } from '../../money/paise';
import { defineContract } from '../define-contract';
import { StepUpFields } from '../payouts/step-up';

/** Rupees, as the tip dialog has them: whole paise only, ₹10 to ₹1,00,000 (SPEC §9). */
export const TipRupees = z.number({ message: 'give the tip in rupees, as a number' }).superRefine((v, ctx) => {
  // One message, the first that applies, in the order the dialog checks them.
  // SPEC §8's words, figures ungrouped as it writes them: 'Maximum tip amount is ₹100000'.
  if (!(v >= paiseToRupees(MIN_TIP_PAISE))) ctx.addIssue({ code: 'custom', message: `Minimum tip amount is ₹${paiseToRupees(MIN_TIP_PAISE)}` });
  else if (!(v <= paiseToRupees(MAX_TIP_PAISE))) ctx.addIssue({ code: 'custom', message: `Maximum tip amount is ₹${paiseToRupees(MAX_TIP_PAISE)}` });
  else if (!isWholePaise(v)) ctx.addIssue({ code: 'custom', message: 'a tip is in whole paise (at most two decimals)' });
});

const TipMessage = z.string().trim().max(TIP_MESSAGE_MAX_LENGTH, `a message is at most ${TIP_MESSAGE_MAX_LENGTH} characters`);
/** A user's id, or 'platform' for a tip to Meshmandi itself. */
const CreatorId = z.string().trim().min(1, 'creatorId is required').max(64);
const Currency = z.literal('INR', { message: 'tips are in Indian rupees (INR) only' });

export const createRazorpayOrder = defineContract({
  name: 'createRazorpayOrder',
  summary:
    "Start a tip (SPEC §7): the server re-checks the amount (₹10–₹1,00,000), the message (≤ 200) and the recipient, and makes a Razorpay order for it. testMode uses the test book, where no real money moves. The answer's amount is in paise, for the checkout; `checkout` says whether to open Razorpay's checkout or the site's built-in test checkout.",
  access: 'user',
  signedOutMessage: 'Please log in to send a tip',
  rateLimit: 'community',
  input: z.strictObject({
    amount: TipRupees,
    currency: Currency.default('INR'),
    creatorId: CreatorId,
    modelId: z.string().trim().max(64).optional(),
    message: TipMessage.default(''),
    type: z.literal('tip', { message: "the only type is 'tip'" }).default('tip'),
    testMode: z.boolean({ message: 'must be true or false' }).default(false),
  }),
  output: z.object({
    success: z.literal(true),
    error: z.null(),
    key: z.string(),
    /** Paise. */
    amount: z.number().int(),
    currency: z.literal('INR'),
    testMode: z.boolean(),
    orderId: z.string(),
    checkout: z.enum(['razorpay', 'built-in']),
    /** Razorpay's checkout script, loaded on demand; null for the built-in test checkout. */
    checkoutScriptUrl: z.string().nullable(),
  }),
});

export const verifyRazorpayPayment = defineContract({
  name: 'verifyRazorpayPayment',
  summary:
    "Confirm a tip after the checkout (SPEC §7): the signature (HMAC-SHA256 of order_id|payment_id), the order's amount, recipient and message, and the payment as the provider reports it must all agree; the tip is then posted once for the payment, however often it is confirmed. Any mismatch: 'Payment verification failed'.",
  access: 'user',
  signedOutMessage: 'Please log in to send a tip',
  rateLimit: 'community',
  input: z.strictObject({
    paymentId: z.string().trim().min(1, 'paymentId is required').max(64),
    orderId: z.string().trim().min(1, 'orderId is required').max(64),
    signature: z.string().trim().min(1, 'signature is required').max(256),
    creatorId: CreatorId,
    amount: TipRupees,
    message: TipMessage.default(''),
    testMode: z.boolean({ message: 'must be true or false' }).default(false),
  }),
  output: z.object({
    success: z.literal(true),
    error: z.null(),
    tip: z.object({
      paymentId: z.string(),
      /** Paise, as are the others. */
      amount: z.number().int(),
      creatorAmount: z.number().int(),
      platformFee: z.number().int(),
      testMode: z.boolean(),
    }),
  }),
});

/** What the built-in test checkout lets the payer choose to go wrong, and what the "provider" then says. */
export const TEST_CHECKOUT_FAILURES = {
  'wrong-pin': 'Payment failed because the UPI PIN entered was incorrect.',
  declined: "Payment was declined by the payer's bank.",
  timeout: 'Payment was not completed in time on the UPI app.',
} as const;

export const completeTestCheckout = defineContract({
  name: 'completeTestCheckout',
  summary:
    "The site's built-in test checkout, used in test mode when no Razorpay test keys are set: pays (or fails, with the reason chosen) a test-mode tip order of the caller's, as a UPI app would, and answers what Razorpay's checkout hands the page. No real money moves; the tip lands in the test book through the same verify and webhook code.",
  access: 'user',
  signedOutMessage: 'Please log in to send a tip',
  rateLimit: 'community',
  input: z.strictObject({
    orderId: z.string().trim().min(1, 'orderId is required').max(64),
    outcome: z.enum(['success', 'failure'], { message: "must be 'success' or 'failure'" }),
    failure: z.enum(Object.keys(TEST_CHECKOUT_FAILURES) as [keyof typeof TEST_CHECKOUT_FAILURES], { message: `must be one of ${Object.keys(TEST_CHECKOUT_FAILURES).join(', ')}` }).default('declined'),
    vpa: z
      .string()
      .trim()
      .max(100)
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/, 'a UPI id looks like name@bank')
      .default('success@meshmandi'),
  }),
  // Like Razorpay's checkout: the handler's three fields on success, the payment.failed error otherwise.
  output: z.object({
    success: z.boolean(),
    payment: z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }).nullable(),
    error: z.object({ code: z.string(), description: z.string(), reason: z.string() }).nullable(),
  }),
});

const TipParty = z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string().nullable() });

/** One tip as its payer or its creator sees it (SPEC §3 tip: fromUserId, toUserId, amount, creatorAmount, createdAt, message). */
export const TipItem = z.object({
  paymentId: z.string(),
  /** Paise, as are the other amounts. */
  amount: z.number().int(),
  creatorAmount: z.number().int(),
  platformFee: z.number().int(),
  refundedAmount: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  /** Test-book money: no real money moved, and it can never be withdrawn. */
  testMode: z.boolean(),
  fromUserId: z.string(),
  /** Null for a tip to the platform. */
  toUserId: z.string().nullable(),
  /** The other person: the creator for a sent tip, the payer for a received one; null for the platform or an account since deleted. */
  counterparty: TipParty.nullable(),
  model: z.object({ id: z.string(), title: z.string(), slug: z.string() }).nullable(),
});
export type TipItem = z.infer<typeof TipItem>;

export const getTipHistory = defineContract({
  name: 'getTipHistory',
  summary:
    "Tips a member sent or received (SPEC §7), newest first, 20 a page by default, both books (testMode marks the test book's). Members see their own only; admins may read anyone's.",
  access: 'user',
  input: z.strictObject({
    userId: z.string().trim().min(1, 'userId is required').max(64).optional(),
    type: z.enum(['sent', 'received'], { message: "must be 'sent' or 'received'" }).default('received'),
    limit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(50, 'must be at most 50').default(20),
    cursor: z.string().max(300).optional(),
  }),
  output: z.object({ tips: z.array(TipItem), nextCursor: z.string().nullable() }),
});

export const sendTip = defineContract({
  name: 'sendTip',
  summary:
    "Tip a creator out of your own earnings (decision 034): no payment, the amount moves whole from your earnings to theirs in the same book (testMode: the test book), once per requestId (the same requestId with another creator, amount, model, message or book answers 409). Refused when it is more than your earnings; it can never create money. From the live book it needs the withdrawal PIN (pin), or with none set a code from requestStepUpCode (purpose tip-from-earnings).",
  access: 'user',
  signedOutMessage: 'Please log in to send a tip',
  rateLimit: 'community',
  input: z.strictObject({
    creatorId: z.string().trim().min(1, 'creatorId is required').max(64),
    amount: TipRupees,
    message: TipMessage.default(''),
    modelId: z.string().trim().max(64).optional(),
    testMode: z.boolean({ message: 'must be true or false' }).default(false),
    /** The client's id for this send, so a retried request sends once. */
    requestId: z.uuid({ message: 'must be a UUID the client made for this send' }),
    ...StepUpFields,
  }),
  output: z.object({
    success: z.literal(true),
    tip: z.object({ paymentId: z.string(), amount: z.number().int(), creatorAmount: z.number().int(), platformFee: z.number().int(), testMode: z.boolean() }),
    /** What is left of the sender's earnings in that book, in paise. */
    balance: z.number().int(),
  }),
});

/** ORIGINAL-FACTS' earnings summary for one book, in paise. */
export const EarningsSummary = z.object({
  /** The creator's share of tips received in the period, less refunds in it. */
  totalEarnings: z.number().int(),
  /** Tips received in the period. */
  totalTips: z.number().int(),
  /** Their average amount (what payers paid), 0 without tips. */
  averageTip: z.number().int(),
  totalWithdrawn: z.number().int(),
  pendingWithdrawals: z.number().int(),
  /** Referral rewards the platform paid into the earnings in the period (decision 080; live book only): in the balance, never in totalEarnings. */
  referralRewards: z.number().int(),
  /** What can be withdrawn now (earned and rewarded − withdrawn − pending, all time); always 0 in the test book. */
  availableBalance: z.number().int(),
  /** The earnings account's balance, all time (it can go below zero after a refund). */
  balance: z.number().int(),
});

export const getCreatorEarnings = defineContract({
  name: 'getCreatorEarnings',
  summary:
    "A creator's earnings (SPEC §7, ORIGINAL-FACTS): for the live book and, apart, the test book (never withdrawable), in paise, over 7d, 30d, 90d or all time, with the latest tips, total downloads and whether they may withdraw (1,000 downloads). Own only; admins anyone's.",
  access: 'user',
  input: z.strictObject({
    userId: z.string().trim().min(1, 'userId is required').max(64).optional(),
    timeRange: z.enum(['7d', '30d', '90d', 'all'], { message: 'must be 7d, 30d, 90d or all' }).default('30d'),
  }),
  output: z.object({
    success: z.literal(true),
    summary: EarningsSummary,
    testSummary: EarningsSummary,
    recentTips: z.array(TipItem),
    totalDownloads: z.number().int(),
    isEligible: z.boolean(),
    /** Downloads needed to withdraw (ORIGINAL-FACTS: 1,000). */
    downloadsRequired: z.number().int(),
  }),
});
