import { z } from 'zod';
import { MAX_WITHDRAWAL_PAISE, MIN_WITHDRAWAL_PAISE } from '../../constants/payout-rules';
import { formatRupees } from '../../money/format-rupees';
import { isWholePaise, paiseToRupees } from '../../money/paise';
import { defineContract } from '../define-contract';

const OwnUserId = z.string().trim().min(1).max(64).optional();

/** Rupees, as the withdraw dialog has them: whole paise only, ₹100 to ₹2,00,000 (ORIGINAL-FACTS). */
export const WithdrawalRupees = z.number({ message: 'amount: give the amount in rupees, as a number' }).superRefine((v, ctx) => {
  if (!(v >= paiseToRupees(MIN_WITHDRAWAL_PAISE))) ctx.addIssue({ code: 'custom', message: `amount: the minimum withdrawal is ${formatRupees(MIN_WITHDRAWAL_PAISE)}` });
  else if (!(v <= paiseToRupees(MAX_WITHDRAWAL_PAISE))) ctx.addIssue({ code: 'custom', message: `amount: the maximum withdrawal is ${formatRupees(MAX_WITHDRAWAL_PAISE)}` });
  else if (!isWholePaise(v)) ctx.addIssue({ code: 'custom', message: 'amount: at most two decimals (whole paise)' });
});

/** Where to pay: one of the caller's saved destinations (added with verifyUpiVpa or addPayoutBankAccount). */
const AccountDetails = z.strictObject(
  { destinationId: z.string({ message: 'accountDetails.destinationId is required' }).trim().min(1, 'accountDetails.destinationId is required').max(64) },
  { message: 'accountDetails: give { destinationId } of a saved UPI id or bank account' },
);
const Method = z.enum(['upi', 'bank'], { message: "must be 'upi' or 'bank' (PayPal payouts are not offered)" });
const Pin = z.string().regex(/^[0-9]{4,6}$/, 'pin: 4 to 6 digits').optional();
const RequestId = z.string({ message: 'requestId is required' }).uuid('requestId: a UUID made for this request (a retry sends the same one)');

export const WithdrawalItem = z.object({
  id: z.string(),
  /** Paise, as are the fee and the net amount. */
  amount: z.number().int(),
  processingFee: z.number().int(),
  netAmount: z.number().int(),
  method: z.enum(['upi', 'bank']),
  destinationLabel: z.string(),
  schedule: z.enum(['instant', 'weekly', 'monthly']),
  status: z.enum(['pending', 'processing', 'completed', 'failed', 'rejected']),
  failureReason: z.string().nullable(),
  /** Who pays it once approved: RazorpayX, the built-in test payouts, or an admin by hand. */
  payoutMode: z.enum(['razorpayx', 'built-in', 'by-hand']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  processedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type WithdrawalItem = z.infer<typeof WithdrawalItem>;

const withdrawalOutput = z.object({ success: z.literal(true), withdrawal: WithdrawalItem, availableBalance: z.number().int() });

const REQUEST_SUMMARY =
  'The amount (₹100–₹2,00,000) is reserved on the ledger in the same transaction that checks the available balance, so simultaneous requests can never overdraw; a 2 % fee comes out of it. Needs 1,000 downloads, a saved destination, the PIN when one is set, and KYC-lite above ₹10,000. One request per requestId. Errors read "Failed to create withdrawal request: {reason}".';

export const createWithdrawalRequest = defineContract({
  name: 'createWithdrawalRequest',
  summary: `Ask to withdraw live earnings (SPEC §7: amount, paymentMethod, accountDetails, schedule default instant). ${REQUEST_SUMMARY}`,
  access: 'user',
  rateLimit: 'community',
  failureMessage: 'Failed to create withdrawal request',
  input: z.strictObject({
    userId: OwnUserId,
    amount: WithdrawalRupees,
    paymentMethod: Method,
    accountDetails: AccountDetails,
    schedule: z.enum(['instant', 'weekly', 'monthly'], { message: "schedule: must be 'instant', 'weekly' or 'monthly'" }).default('instant'),
    pin: Pin,
    requestId: RequestId,
  }),
  output: withdrawalOutput,
});

export const createWithdrawRequest = defineContract({
  name: 'createWithdrawRequest',
  summary: `The older name of createWithdrawalRequest (SPEC §7: amount, method, accountDetails), paid instantly; the same implementation. ${REQUEST_SUMMARY}`,
  access: 'user',
  rateLimit: 'community',
  failureMessage: 'Failed to create withdrawal request',
  input: z.strictObject({ userId: OwnUserId, amount: WithdrawalRupees, method: Method, accountDetails: AccountDetails, pin: Pin, requestId: RequestId }),
  output: withdrawalOutput,
});

export const getWithdrawalHistory = defineContract({
  name: 'getWithdrawalHistory',
  summary: "The caller's withdrawals, newest first (SPEC §7: limit 20, offset 0). Also served as the web function POST /api/web/withdrawal-history with body {data:{userId,limit,offset}} answering {data}.",
  access: 'user',
  input: z.strictObject({
    userId: OwnUserId,
    limit: z.number().int('limit: a whole number').min(1, 'limit: at least 1').max(100, 'limit: at most 100').default(20),
    offset: z.number().int('offset: a whole number').min(0, 'offset: 0 or more').max(100_000, 'offset: at most 100000').default(0),
  }),
  output: z.object({ success: z.literal(true), withdrawals: z.array(WithdrawalItem), total: z.number().int() }),
});

export const AdminWithdrawalItem = WithdrawalItem.extend({
  user: z.object({ uid: z.string(), displayName: z.string(), username: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** Where to pay: the UPI id, or the bank account's last four digits, IFSC and holder (revealWithdrawalAccount shows the whole number). */
  payTo: z.string().nullable(),
  processedBy: z.string().nullable(),
  /** Why it may not be approved now (a refund or chargeback left the balance short), until an admin releases or rejects it. */
  hold: z.object({ reason: z.string(), shortfall: z.number().int(), heldAt: z.string() }).nullable(),
});
export type AdminWithdrawalItem = z.infer<typeof AdminWithdrawalItem>;

export const listWithdrawalQueue = defineContract({
  name: 'listWithdrawalQueue',
  summary: 'Admins: withdrawals by status (default pending), oldest first, 50 a page, with who asked, where to pay (bank accounts masked to their last four digits) and any hold.',
  access: 'admin',
  input: z.strictObject({
    status: z.enum(['pending', 'processing', 'completed', 'failed', 'rejected', 'by-hand'], { message: 'status: one of pending, processing, completed, failed, rejected, by-hand' }).default('pending'),
    limit: z.number().int().min(1, 'limit: at least 1').max(200, 'limit: at most 200').default(50),
    offset: z.number().int().min(0, 'offset: 0 or more').default(0),
  }),
  output: z.object({
    success: z.literal(true),
    withdrawals: z.array(AdminWithdrawalItem),
    total: z.number().int(),
    /** Whether the caller may see whole account numbers (revealWithdrawalAccount): super admins, on a site that pays by hand. */
    canRevealAccounts: z.boolean(),
  }),
});

export const revealWithdrawalAccount = defineContract({
  name: 'revealWithdrawalAccount',
  summary:
    'Super admins, on a site that pays withdrawals by hand: the whole bank account (number, IFSC, holder) of an approved withdrawal waiting to be paid by hand. Every reveal is written to the audit log.',
  access: 'superAdmin',
  input: z.strictObject({ withdrawalId: z.string({ message: 'withdrawalId is required' }).trim().min(1, 'withdrawalId is required').max(64) }),
  output: z.object({ success: z.literal(true), withdrawalId: z.string(), payTo: z.string() }),
});

export const processWithdrawal = defineContract({
  name: 'processWithdrawal',
  summary:
    "Admins (SPEC §7: withdrawalId, action default approve): approve pays a pending withdrawal (RazorpayX with an idempotency key per withdrawal, or the built-in test payouts, or 'to be paid by hand'); reject with a reason returns the reservation; retry reserves and pays a failed one again; mark-paid completes one paid by hand (with its bank reference); release lifts a hold (a refund or chargeback left the balance short) once the balance covers it. Approval is refused while held or while the ledger balance does not cover it, and no one processes their own withdrawal. Audited. Errors read \"Failed to process withdrawal: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to process withdrawal',
  input: z.strictObject({
    withdrawalId: z.string({ message: 'withdrawalId is required' }).trim().min(1, 'withdrawalId is required').max(64),
    action: z.enum(['approve', 'reject', 'retry', 'mark-paid', 'release'], { message: "action: one of 'approve', 'reject', 'retry', 'mark-paid', 'release'" }).default('approve'),
    /** Required to reject (shown to the creator); for mark-paid, the bank's reference (UTR). */
    reason: z.string().trim().max(500, 'reason: at most 500 characters').optional(),
  }),
  output: z.object({ success: z.literal(true), withdrawal: WithdrawalItem }),
});
