export interface TipSplit {
  /** Paise to the creator. */
  creatorShare: number;
  /** Paise to the platform; the two always add up to the tip. */
  platformFee: number;
}

/**
 * The one place a tip is split: the creator keeps their tier's share (TIER_BENEFITS: 85 % for a
 * basic creator, up to 95 %), the platform the rest. In whole paise the fee is rounded half up and
 * the creator gets the rest, so no paisa is lost or made (₹250 at 85 % → ₹212.50 and ₹37.50).
 * Shared, so the tip dialog's summary shows the very paise the ledger will post.
 */
export function splitTip(amountPaise: number, creatorShareBps: number): TipSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new Error(`a tip is a positive whole number of paise, not ${amountPaise}`);
  if (!Number.isInteger(creatorShareBps) || creatorShareBps < 0 || creatorShareBps > 10_000) throw new Error(`a creator's share is 0 to 10,000 basis points, not ${creatorShareBps}`);
  const platformFee = Math.floor((amountPaise * (10_000 - creatorShareBps) + 5_000) / 10_000);
  return { creatorShare: amountPaise - platformFee, platformFee };
}
