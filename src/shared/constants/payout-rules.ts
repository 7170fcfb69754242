/** ORIGINAL-FACTS' withdrawal figures (issue 15), shared by the dialogs and the server that re-checks them. */

/** ₹100, in paise. */
export const MIN_WITHDRAWAL_PAISE = 100 * 100;
/** ₹2,00,000, in paise. */
export const MAX_WITHDRAWAL_PAISE = 200_000 * 100;
/**
 * Above this a withdrawal needs KYC-lite (legal name and PAN) on file: ₹10,000, in paise. Below it,
 * small creators can be paid without handing over their PAN.
 */
export const KYC_REQUIRED_ABOVE_PAISE = 10_000 * 100;
/** A withdrawal PIN is 4 to 6 digits; this many wrong ones in a row lock withdrawals for PIN_LOCK_MINUTES. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 30;
/**
 * A forgotten PIN is reset with a code e-mailed to the account's address: good for this many
 * minutes and one reset, and a new one at most every PIN_RESET_RESEND_SECONDS.
 */
export const PIN_RESET_CODE_MINUTES = 15;
export const PIN_RESET_RESEND_SECONDS = 60;
/** The ₹1 test payout that proves a new destination is real, in paise. */
export const MICRO_PAYOUT_PAISE = 100;
/**
 * ₹1 checks (issue 27 item 3, decision 047): each is real money the platform pays, so an account may
 * ask for this many a day and this many ever, and one UPI id or bank account is checked at most
 * MICRO_PAYOUTS_PER_DESTINATION times in MICRO_PAYOUT_DESTINATION_DAYS, whichever accounts ask.
 */
export const MICRO_PAYOUTS_PER_DAY = 3;
export const MICRO_PAYOUTS_PER_ACCOUNT = 10;
export const MICRO_PAYOUTS_PER_DESTINATION = 2;
export const MICRO_PAYOUT_DESTINATION_DAYS = 30;
/** A new UPI id or bank account receives nothing for this long (decision 047), as banks hold a new payee. */
export const NEW_DESTINATION_HOLD_HOURS = 24;
/** Withdrawal history's page (SPEC §9: limit 20, offset 0). */
export const WITHDRAWAL_HISTORY_LIMIT = 20;

/**
 * The fee and what is paid for an amount asked for, in paise: the fee (the creator's tier's
 * basis points, TIER_BENEFITS) rounded half up, the rest paid.
 */
export function withdrawalSplit(amountPaise: number, feeBps: number): { processingFee: number; netAmount: number } {
  const processingFee = Math.floor((amountPaise * feeBps + 5_000) / 10_000);
  return { processingFee, netAmount: amountPaise - processingFee };
}
