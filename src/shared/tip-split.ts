import { PLATFORM_FEE_PERCENT } from './constants/tip-rules';

export interface TipSplit {
  /** Paise to the creator. */
  creatorShare: number;
  /** Paise to the platform; the two always add up to the tip. */
  platformFee: number;
}

/**
 * SPEC §9: the platform keeps 15 %, the creator 85 %. In whole paise the fee is rounded half up
 * and the creator gets the rest, so no paisa is lost or made (₹250 → ₹212.50 and ₹37.50). The one
 * place the split is decided: the creator-tier issue will make the share depend on the tier here.
 * Shared, so the tip dialog's summary shows the very paise the ledger will post.
 */
export function splitTip(amountPaise: number): TipSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new Error(`a tip is a positive whole number of paise, not ${amountPaise}`);
  const platformFee = Math.floor((amountPaise * PLATFORM_FEE_PERCENT + 50) / 100);
  return { creatorShare: amountPaise - platformFee, platformFee };
}
