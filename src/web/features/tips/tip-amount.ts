import { formatCount } from '../../lib/indian-numbers';
import { MAX_TIP_PAISE, MIN_TIP_PAISE } from '../../../shared/constants/tip-rules';
import { paiseToRupees, rupeesToPaise as toPaise } from '../../../shared/money/paise';
import { splitTip } from '../../../shared/tip-split';

// SPEC §9's figures as the dialog shows them, and the sums behind its summary. Pure, so the web
// unit tests check them without a browser.

export const TIP_PRESETS = [50, 100, 250, 500] as const;
export const DEFAULT_TIP_RUPEES = 50;
/** The slider's range (SPEC §5): larger tips are typed in the custom field, up to the maximum. */
export const TIP_SLIDER = { min: 10, max: 10_000, step: 10 } as const;
export const MIN_TIP_RUPEES = paiseToRupees(MIN_TIP_PAISE);
export const MAX_TIP_RUPEES = paiseToRupees(MAX_TIP_PAISE);

/**
 * SPEC §5: digits with one optional decimal point. At most two decimals, because a tip is whole
 * paise and the server refuses anything finer; a keystroke that breaks this is simply not taken.
 */
const CUSTOM_AMOUNT = /^\d*(\.\d{0,2})?$/;
/** Nine digits before the point are already far past the maximum; more would only lose precision. */
const CUSTOM_MAX_LENGTH = 12;

export function acceptsCustomText(text: string): boolean {
  return text.length <= CUSTOM_MAX_LENGTH && CUSTOM_AMOUNT.test(text);
}

/** Rupees in the custom field; empty or a lone point is no amount (0), which disables Send. */
export function amountOfCustomText(text: string): number {
  const value = Number(text);
  return text === '' || text === '.' || !Number.isFinite(value) ? 0 : value;
}

/** The first SPEC §8 amount error that applies, in the order the dialog checks them; null when fine. */
export function amountError(rupees: number): string | null {
  const paise = toPaise(rupees);
  if (!(paise >= MIN_TIP_PAISE)) return 'Minimum tip amount is ₹10';
  if (paise > MAX_TIP_PAISE) return 'Maximum tip amount is ₹100000';
  return null;
}

/** SPEC §5: Send is disabled under ₹10 (and while processing); above the maximum it stays pressable and says why not. */
export function canSend(rupees: number, busy: boolean): boolean {
  return !busy && toPaise(rupees) >= MIN_TIP_PAISE;
}

/** SPEC §2's confirm button: 'Processing...' while busy, 'Test Tip' in test mode, else 'Send ₹{amount}' rounded. */
export function confirmLabel(rupees: number, testMode: boolean, busy: boolean): string {
  if (busy) return 'Processing...';
  if (testMode) return 'Test Tip';
  // Grouped as every other amount on the site (₹1,000, ₹1,00,000): one way of writing rupees.
  return `Send ₹${formatCount(Math.round(rupees))}`;
}

export interface TipSummary {
  /** Paise, as are the others. */
  amount: number;
  platformFee: number;
  /** What the creator receives; for a tip to the platform, what Meshmandi receives. */
  recipientShare: number;
}

/**
 * The summary under the amount: the same split the ledger posts (shared splitTip: the creator's
 * tier's share, the fee rounded half up in paise). A tip to the platform has no fee: it keeps it all.
 * No amount yet (or a negative one) is all zeros rather than an error.
 */
export function tipSummary(rupees: number, toPlatform: boolean, creatorShareBps: number): TipSummary {
  const amount = toPaise(rupees);
  if (!(amount > 0)) return { amount: 0, platformFee: 0, recipientShare: 0 };
  if (toPlatform) return { amount, platformFee: 0, recipientShare: amount };
  const split = splitTip(amount, creatorShareBps);
  return { amount, platformFee: split.platformFee, recipientShare: split.creatorShare };
}
