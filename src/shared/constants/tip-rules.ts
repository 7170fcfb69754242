/** SPEC §9's tip figures, shared by the tip dialog and the server that re-checks them. */

/** Tips are in Indian rupees only. */
export const TIP_CURRENCY = 'INR';
/** ₹10, in paise. */
export const MIN_TIP_PAISE = 10 * 100;
/** ₹1,00,000, in paise. */
export const MAX_TIP_PAISE = 100_000 * 100;
/** The longest tip message (SPEC §9). */
export const TIP_MESSAGE_MAX_LENGTH = 200;
/** The `creatorId` of a tip to the platform itself (the footer's tip button). */
export const PLATFORM_RECIPIENT_ID = 'platform';
/** ORIGINAL-FACTS: a creator may withdraw once their models have 1,000 downloads in all. */
export const WITHDRAWAL_DOWNLOADS_REQUIRED = 1_000;
