import { TIER_BENEFITS, type CreatorTier } from './constants/creator-tiers';

/** "a Pro Creator", "an Elite Creator". */
export function tierWithArticle(tier: CreatorTier): string {
  const label = TIER_BENEFITS[tier].label;
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
}

/** A day as India counts it: "1 December 2026", or the parts asked for. */
export function indianDate(at: Date, parts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  return at.toLocaleDateString('en-IN', { ...parts, timeZone: 'Asia/Kolkata' });
}

/**
 * The notice before a step down (decision 075), in the notification and on /creator-tier alike:
 * the month the creator keeps their tier to, and the day they would move, India's calendar.
 */
export function tierNoticeText(notice: { tier: CreatorTier; to: CreatorTier; keepsUntil: string }): string {
  const keepsUntil = new Date(notice.keepsUntil);
  const month = indianDate(new Date(keepsUntil.getTime() - 1), { month: 'long' });
  return `You no longer meet what ${TIER_BENEFITS[notice.tier].label} asks. You keep it to the end of ${month}; from ${indianDate(keepsUntil)} you will be ${tierWithArticle(notice.to)} unless you meet it again`;
}

/** A publish refused for the month (decision 076), said by the server and shown on the upload page alike. */
export function uploadLimitText(allowance: { tier: CreatorTier; used: number; limit: number; resetsAt: Date }): string {
  return `You have published ${allowance.used} models this month, the most ${tierWithArticle(allowance.tier)} can (${allowance.limit} a month). You can publish again from ${indianDate(allowance.resetsAt)}.`;
}
