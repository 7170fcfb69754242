import { KYC_REQUIRED_ABOVE_PAISE, MAX_WITHDRAWAL_PAISE, MIN_WITHDRAWAL_PAISE, withdrawalSplit } from '../../../shared/constants/payout-rules';
import { IFSC_PATTERN, PAN_PATTERN, UPI_ID_PATTERN, type PayoutSettingsView } from '../../../shared/contracts/payouts/payout-settings';
import { formatRupees } from '../../../shared/money/format-rupees';
import { PAISE_PER_RUPEE } from '../../../shared/money/paise';
import { formatCount } from '../../lib/indian-numbers';

/**
 * The payout forms' checks, mirroring the contracts so a creator hears what is wrong before
 * sending; the server checks everything again and its answer is the one that counts.
 */

/** Every amount in the payout screens reads with paise (₹490.00), as the fee preview must be exact. */
export function rupees(paise: number): string {
  return formatRupees(paise, { paise: 'always' });
}

/**
 * A rupee amount typed by a person into paise: digits, Indian or Western grouping commas, at most
 * two decimals ("1,00,000", "499.5"). Anything else is null, so a typo never becomes a different amount.
 */
export function parseRupees(text: string): number | null {
  const plain = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * PAISE_PER_RUPEE + fraction;
}

/** Why an amount cannot be withdrawn (ORIGINAL-FACTS: ₹100 to ₹2,00,000, and only what is available), or null. */
export function withdrawalAmountProblem(amountPaise: number | null, availablePaise: number): string | null {
  if (amountPaise === null) return 'Type the amount in rupees, like 500 or 499.50.';
  if (amountPaise < MIN_WITHDRAWAL_PAISE) return `The minimum withdrawal is ${formatRupees(MIN_WITHDRAWAL_PAISE)}.`;
  if (amountPaise > MAX_WITHDRAWAL_PAISE) return `The maximum withdrawal is ${formatRupees(MAX_WITHDRAWAL_PAISE)}.`;
  if (amountPaise > availablePaise) return `You have ${rupees(Math.max(0, availablePaise))} available to withdraw.`;
  return null;
}

/** "Fee ₹10.00 · You receive ₹490.00": the same split the server posts (payout-rules' withdrawalSplit, the creator tier's fee), to the paisa. */
export function withdrawalPreview(amountPaise: number, feeBps: number): { processingFee: number; netAmount: number; text: string } {
  const split = withdrawalSplit(amountPaise, feeBps);
  return { ...split, text: `Fee ${rupees(split.processingFee)} · You receive ${rupees(split.netAmount)}` };
}

/** Whether this amount needs KYC-lite on file first (above ₹10,000) and it is not there yet. */
export function needsKyc(amountPaise: number | null, kycComplete: boolean): boolean {
  return amountPaise !== null && amountPaise > KYC_REQUIRED_ABOVE_PAISE && !kycComplete;
}

const PIN = /^[0-9]{4,6}$/;

/** A new PIN and its repeat; `current` is asked for only when a PIN is already set. */
export function pinProblems(input: { pin: string; repeat: string; current: string | null }): { pin?: string; repeat?: string; current?: string } {
  const problems: { pin?: string; repeat?: string; current?: string } = {};
  if (input.current !== null && !PIN.test(input.current)) problems.current = 'Your current PIN is 4 to 6 digits.';
  if (!PIN.test(input.pin)) problems.pin = 'A PIN is 4 to 6 digits.';
  else if (input.repeat !== input.pin) problems.repeat = 'The two PINs are not the same.';
  return problems;
}

/** A forgotten PIN's reset: the 6-digit code from the e-mail, and the new PIN twice. */
export function pinResetProblems(input: { code: string; pin: string; repeat: string }): { code?: string; pin?: string; repeat?: string } {
  const problems = pinProblems({ pin: input.pin, repeat: input.repeat, current: null });
  return /^[0-9]{6}$/.test(input.code) ? problems : { code: 'The code is the 6 digits in the e-mail we sent you.', ...problems };
}

/** The UPI id as the server keeps it (trimmed, lower case), or the reason it is not one. */
export function normaliseUpiId(text: string): { upiId: string } | { problem: string } {
  const upiId = text.trim().toLowerCase();
  if (!upiId) return { problem: 'Type your UPI id, like name@okaxis.' };
  if (!UPI_ID_PATTERN.test(upiId)) return { problem: 'A UPI id looks like name@bank (letters, digits, dots, dashes or underscores before the @).' };
  return { upiId };
}

export interface BankInput {
  holderName: string;
  accountNumber: string;
  repeatAccountNumber: string;
  ifsc: string;
}
export type BankProblems = Partial<Record<keyof BankInput, string>>;

/** Spaces people type inside long numbers are dropped; the comparison of the two copies stays in the browser. */
export function bankProblems(input: BankInput): BankProblems {
  const problems: BankProblems = {};
  const holder = input.holderName.trim();
  if (holder.length < 2 || holder.length > 100) problems.holderName = "The account holder's name, as the bank has it (2 to 100 characters).";
  const account = compactDigits(input.accountNumber);
  if (!/^[0-9]{9,18}$/.test(account)) problems.accountNumber = 'An account number is 9 to 18 digits.';
  else if (compactDigits(input.repeatAccountNumber) !== account) problems.repeatAccountNumber = 'The two account numbers are not the same.';
  if (!IFSC_PATTERN.test(normaliseIfsc(input.ifsc))) problems.ifsc = 'An IFSC is 4 letters, a zero, then 6 letters or digits (like HDFC0001234).';
  return problems;
}

export function compactDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function normaliseIfsc(text: string): string {
  return text.trim().toUpperCase();
}

/** KYC-lite: legal name of at least 3 characters, PAN as five letters, four digits, one letter. */
export function kycProblems(input: { legalName: string; pan: string }): { legalName?: string; pan?: string } {
  const problems: { legalName?: string; pan?: string } = {};
  const name = input.legalName.trim();
  if (name.length < 3 || name.length > 100) problems.legalName = 'Your legal name as on your PAN card (3 to 100 characters).';
  if (!PAN_PATTERN.test(input.pan.trim().toUpperCase())) problems.pan = 'A PAN is five letters, four digits and one letter, like ABCDE1234F.';
  return problems;
}

export type WithdrawalStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'rejected';

/** How each status reads on its badge, and what it means for the creator's money. */
export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, { label: string; meaning: string }> = {
  pending: { label: 'Pending', meaning: 'Waiting for review; the amount is held from your balance.' },
  processing: { label: 'Processing', meaning: 'Approved and being paid.' },
  completed: { label: 'Completed', meaning: 'Paid to you.' },
  failed: { label: 'Failed', meaning: 'The payment did not go through; the amount is back in your balance.' },
  rejected: { label: 'Rejected', meaning: 'Not paid; the amount is back in your balance.' },
};

export type PayoutSchedule = 'instant' | 'weekly' | 'monthly';

export const PAYOUT_SCHEDULES: readonly { value: PayoutSchedule; label: string; hint: string }[] = [
  { value: 'instant', label: 'Instant', hint: 'You ask for each withdrawal yourself.' },
  { value: 'weekly', label: 'Weekly', hint: 'Your available balance is paid every Monday.' },
  { value: 'monthly', label: 'Monthly', hint: 'Your available balance is paid on the 1st of each month.' },
];

/** "Withdrawals are locked until 4:30 pm": said while wrong PINs hold them, in the viewer's clock. */
export function pinLockText(lockedUntil: string | null, now: Date = new Date()): string | null {
  if (!lockedUntil) return null;
  const until = new Date(lockedUntil);
  if (Number.isNaN(until.getTime()) || until <= now) return null;
  const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(until);
  return `Too many wrong PINs: withdrawals are locked until ${time}.`;
}

/** '29 Nov, 7:30 pm', in the viewer's clock: when a new destination can first be paid (decision 047). */
export function usableFromText(usableFrom: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(usableFrom));
}

/** "Usable from 29 Nov, 7:30 pm" while a new destination is still held; null once it can be paid. */
export function destinationHoldText(usableFrom: string, now: Date = new Date()): string | null {
  const from = new Date(usableFrom);
  if (Number.isNaN(from.getTime()) || from <= now) return null;
  return `New: usable from ${usableFromText(usableFrom)}. A new payout method receives nothing for its first 24 hours.`;
}

/** Why Withdraw cannot be pressed yet, first reason first; null when it can. The server checks all of it again. */
export function withdrawBlocker(input: {
  isEligible: boolean;
  downloadsRequired: number;
  availableBalance: number;
  settings: Pick<PayoutSettingsView, 'destinations' | 'pinLockedUntil'>;
}): string | null {
  if (!input.isEligible) return `Withdrawing opens at ${formatCount(input.downloadsRequired)} downloads.`;
  if (input.settings.destinations.length === 0) return 'Add a UPI id or bank account below to withdraw.';
  if (input.availableBalance < MIN_WITHDRAWAL_PAISE) return `You can withdraw once ${formatRupees(MIN_WITHDRAWAL_PAISE)} is available.`;
  return pinLockText(input.settings.pinLockedUntil);
}
