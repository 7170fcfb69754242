/**
 * Rupees and paise, in one place (issue 29 item 3). Money is kept, summed and posted in whole paise;
 * rupees appear only where people type or read an amount and in the API's inputs (SPEC §9 gives
 * amounts in rupees). Each crossing between the two goes through here.
 */

export const PAISE_PER_RUPEE = 100;

/** Rupees with at most two decimals as whole paise, without 0.1 + 0.2 style drift (499.99 → 49999). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Whole paise as a rupee number with at most two decimals (21250 → 212.5), as the contracts take it. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / PAISE_PER_RUPEE;
}

/** Whether a rupee amount is whole paise: at most two decimals, allowing for binary fractions. */
export function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * PAISE_PER_RUPEE - Math.round(rupees * PAISE_PER_RUPEE)) <= 1e-6;
}

/** Whole paise as a plain decimal for files and exports ('-1234.05'), by integer arithmetic. */
export function paiseAsDecimalText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / PAISE_PER_RUPEE)}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}
