import { z } from 'zod';
import { defineContract } from '../define-contract';
import { StepUpCode, StepUpFields } from './step-up';

/** SPEC §7 payloads name `userId`; it may only ever be the caller's own (an admin's reads aside). */
export const OwnUserId = z.string().trim().min(1).max(64).optional();

/** A new withdrawal PIN, as setWithdrawalPin and resetWithdrawalPin take it. */
export const NewWithdrawalPin = z.string({ message: 'pin is required' }).regex(/^[0-9]{4,6}$/, 'pin: 4 to 6 digits');

export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9.-]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const UpiId = z
  .string({ message: 'upiId is required' })
  .trim()
  .toLowerCase()
  .max(320, 'a UPI id is at most 320 characters')
  .regex(UPI_ID_PATTERN, 'a UPI id looks like name@bank');

export const PayoutDestination = z.object({
  id: z.string(),
  method: z.enum(['upi', 'bank']),
  /** How its owner sees it: 'asha@okaxis', or 'HDFC Bank ••••4321'. */
  label: z.string(),
  upiId: z.string().nullable(),
  holderName: z.string().nullable(),
  /** The last four digits only: the whole number never leaves the server. */
  accountLast4: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
  /** 'format': only the text was checked; 'provider': the payment provider confirmed it and its holder. */
  verification: z.enum(['format', 'provider']),
  verifiedName: z.string().nullable(),
  microPayout: z.object({ status: z.enum(['processing', 'completed', 'failed']).nullable(), at: z.string().nullable() }),
  isDefault: z.boolean(),
  createdAt: z.string(),
  /** A new destination receives nothing for its first 24 hours (decision 047): withdrawals to it open at this time. */
  usableFrom: z.string(),
});
export type PayoutDestination = z.infer<typeof PayoutDestination>;

export const PayoutSettingsView = z.object({
  schedule: z.enum(['instant', 'weekly', 'monthly']),
  defaultDestinationId: z.string().nullable(),
  /** 'upi' or 'bank', from the default destination. */
  defaultMethod: z.enum(['upi', 'bank']).nullable(),
  pinSet: z.boolean(),
  /** While wrong PINs have locked withdrawals. */
  pinLockedUntil: z.string().nullable(),
  kyc: z.object({ legalName: z.string().nullable(), panMasked: z.string().nullable(), complete: z.boolean() }),
  destinations: z.array(PayoutDestination),
  /** The processing fee a withdrawal requested now pays, in basis points: the creator tier's (issue 30). */
  withdrawalFeeBps: z.number(),
});
export type PayoutSettingsView = z.infer<typeof PayoutSettingsView>;

export const getPayoutSettings = defineContract({
  name: 'getPayoutSettings',
  summary: "The caller's payout settings: schedule, default destination, UPI ids and bank accounts (masked), whether a PIN is set, KYC-lite (PAN masked). Only ever one's own.",
  access: 'user',
  input: z.strictObject({ userId: OwnUserId }).default({}),
  output: z.object({ success: z.literal(true), settings: PayoutSettingsView }),
});

export const updatePayoutSettings = defineContract({
  name: 'updatePayoutSettings',
  summary:
    "Set the payout schedule (instant, weekly on Mondays, monthly on the 1st; default instant) and the default method or destination (SPEC §7). defaultMethod picks the newest destination of that method. Scheduled withdrawals pay the available balance to the default destination. Choosing another default, or turning on a weekly or monthly schedule, needs the withdrawal PIN (pin), or with none set a code from requestStepUpCode (purpose change-payout-settings); choosing instant (manual) needs neither.",
  access: 'user',
  rateLimit: 'community',
  input: z.strictObject({
    userId: OwnUserId,
    schedule: z.enum(['instant', 'weekly', 'monthly'], { message: "schedule: must be 'instant', 'weekly' or 'monthly'" }).optional(),
    defaultMethod: z.enum(['upi', 'bank'], { message: "defaultMethod: must be 'upi' or 'bank'" }).optional(),
    defaultDestinationId: z.string().trim().min(1).max(64).optional(),
    ...StepUpFields,
  }),
  output: z.object({ success: z.literal(true), settings: PayoutSettingsView }),
});

export const addPayoutBankAccount = defineContract({
  name: 'addPayoutBankAccount',
  summary:
    "Add a bank account to be paid to: holder name (2–100 characters), account number (9–18 digits) and IFSC (4 letters, 0, 6 letters or digits; the bank's name is shown from it). The number is stored sealed and shown as its last four digits only. Needs the withdrawal PIN (pin), or with none set a code from requestStepUpCode (purpose add-payout-destination); the owner is e-mailed, and the account receives nothing for 24 hours.",
  access: 'user',
  rateLimit: 'community',
  input: z.strictObject({
    userId: OwnUserId,
    holderName: z.string({ message: 'holderName is required' }).trim().min(2, 'holderName: at least 2 characters').max(100, 'holderName: at most 100 characters'),
    accountNumber: z.string({ message: 'accountNumber is required' }).trim().regex(/^[0-9]{9,18}$/, 'accountNumber: 9 to 18 digits'),
    ifsc: z.string({ message: 'ifsc is required' }).trim().toUpperCase().regex(IFSC_PATTERN, 'ifsc: 4 letters, a zero, then 6 letters or digits (like HDFC0001234)'),
    ...StepUpFields,
  }),
  output: z.object({ success: z.literal(true), destination: PayoutDestination }),
});

export const removePayoutDestination = defineContract({
  name: 'removePayoutDestination',
  summary: "Remove one of the caller's UPI ids or bank accounts (the default one too: then there is no default). One a withdrawal is still being paid to stays until that withdrawal is done.",
  access: 'user',
  rateLimit: 'community',
  input: z.strictObject({ userId: OwnUserId, destinationId: z.string({ message: 'destinationId is required' }).trim().min(1, 'destinationId is required').max(64) }),
  output: z.object({ success: z.literal(true) }),
});

export const setWithdrawalPin = defineContract({
  name: 'setWithdrawalPin',
  summary:
    'Set or change the withdrawal PIN (4–6 digits, stored hashed). Setting the first one needs a code from requestStepUpCode (purpose set-withdrawal-pin); changing it needs the current one (forgotten: requestWithdrawalPinReset, then resetWithdrawalPin); 5 wrong PINs or codes in a row lock withdrawals for 30 minutes and raise a security notification.',
  access: 'user',
  rateLimit: 'auth',
  input: z.strictObject({
    userId: OwnUserId,
    pin: NewWithdrawalPin,
    currentPin: z.string().regex(/^[0-9]{4,6}$/, 'currentPin: 4 to 6 digits').optional(),
    /** The e-mailed code that confirms the first PIN (none is set to give instead). */
    code: StepUpCode,
  }),
  output: z.object({ success: z.literal(true) }),
});

export const updateKycLite = defineContract({
  name: 'updateKycLite',
  summary: 'KYC-lite: legal name (at least 3 characters) and PAN (five letters, four digits, one letter). The PAN is stored masked and hashed and never returned whole.',
  access: 'user',
  rateLimit: 'community',
  input: z.strictObject({
    userId: OwnUserId,
    legalName: z.string({ message: 'legalName is required' }).trim().min(3, 'legalName: at least 3 characters').max(100, 'legalName: at most 100 characters'),
    pan: z.string({ message: 'pan is required' }).trim().toUpperCase().regex(PAN_PATTERN, 'pan: five letters, four digits, one letter (like ABCDE1234F)'),
  }),
  output: z.object({ success: z.literal(true), kyc: z.object({ legalName: z.string(), panMasked: z.string(), complete: z.literal(true) }) }),
});

export const verifyUpiVpa = defineContract({
  name: 'verifyUpiVpa',
  summary:
    "Check a UPI id and keep it as a payout destination. The format is always checked; with RazorpayX configured the provider also confirms the account and returns its holder's name. `checked` says which it was. Needs the withdrawal PIN (pin), or with none set a code from requestStepUpCode (purpose add-payout-destination); the owner is e-mailed, and the UPI id receives nothing for 24 hours.",
  access: 'user',
  rateLimit: 'community',
  input: z.strictObject({ userId: OwnUserId, upiId: UpiId, ...StepUpFields }),
  output: z.object({
    success: z.literal(true),
    valid: z.boolean(),
    checked: z.enum(['format', 'provider']),
    holderName: z.string().nullable(),
    /** The destination kept for it; null when the provider said it is not a real account. */
    destination: PayoutDestination.nullable(),
  }),
});

export const initiateMicroPayout = defineContract({
  name: 'initiateMicroPayout',
  summary:
    "Send ₹1 to a new UPI id or bank account (the default one unless destinationId names another) to prove it is real; once per destination, paid by the platform. Only for accounts that could withdraw (1,000 downloads and ₹100 available); at most 3 a day and 10 ever per account, and 2 per UPI id or bank account in 30 days across all accounts. The answer's status moves to completed or failed as the provider reports.",
  access: 'user',
  rateLimit: 'community',
  input: z.strictObject({ userId: OwnUserId, destinationId: z.string().trim().min(1).max(64).optional() }),
  output: z.object({ success: z.literal(true), destination: PayoutDestination }),
});

export const getUserDownloadsAndVerification = defineContract({
  name: 'getUserDownloadsAndVerification',
  summary: 'Whether the caller may withdraw: total downloads of their models against the 1,000 required, and what else a withdrawal needs (a destination, KYC-lite above ₹10,000).',
  access: 'user',
  input: z.strictObject({ userId: OwnUserId }).default({}),
  output: z.object({
    success: z.literal(true),
    totalDownloads: z.number().int(),
    downloadsRequired: z.number().int(),
    isEligible: z.boolean(),
    hasDestination: z.boolean(),
    pinSet: z.boolean(),
    kycComplete: z.boolean(),
    /** Paise: withdrawals above it need KYC-lite. */
    kycRequiredAbove: z.number().int(),
  }),
});
