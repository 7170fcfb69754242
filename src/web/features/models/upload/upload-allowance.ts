import type { CreatorTierView } from '../../../../shared/contracts/tiers/creator-tiers';
import { indianDate, tierWithArticle, uploadLimitText } from '../../../../shared/tier-notice-text';

/** Said before the files go up, not after: the month's allowance, once little or none of it is left (issue 30, decision 076). */
const FEW_LEFT = 3;

/** What the upload page says of the month's allowance, or null while plenty is left. */
export function uploadAllowanceNote(view: Pick<CreatorTierView, 'tier' | 'uploads'>): { full: boolean; text: string } | null {
  const { used, limit, resetsAt } = view.uploads;
  const left = Math.max(0, limit - used);
  if (left > FEW_LEFT) return null;
  if (left === 0) return { full: true, text: uploadLimitText({ tier: view.tier, used, limit, resetsAt: new Date(resetsAt) }) };
  const models = left === 1 ? 'model' : 'models';
  return {
    full: false,
    text: `You can publish ${left} more ${models} this month (${limit} a month as ${tierWithArticle(view.tier)}); the count starts again on ${indianDate(new Date(resetsAt))}.`,
  };
}
