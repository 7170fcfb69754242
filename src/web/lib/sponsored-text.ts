import type { AdPlacement, CampaignStatus, CampaignType, TargetAudience } from '../../shared/constants/sponsored-rules';
import { UNIT_PRICE_TEXT } from '../../shared/constants/sponsored-rules';
import type { SponsoredCampaign } from '../../shared/contracts/sponsored/sponsored-placements';

/** Where a placement shows, in the words the form and the lists use. */
export const PLACEMENT_LABELS: Record<AdPlacement, string> = {
  homepage_hero: 'Home page, after the feed',
  homepage_sidebar: 'Home page, beside the feed',
  model_detail_top: 'Model pages, top',
  model_detail_sidebar: 'Model pages, beside the details (after the comments on phones)',
  explore_grid: 'Explore, among the models',
  search_results: 'Search results',
  profile_header: 'Creator profiles, after their tabs',
  download_modal: 'Download dialog',
};

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  cpc: `Pay per click (${UNIT_PRICE_TEXT.cpc})`,
  cpm: `Pay per view (${UNIT_PRICE_TEXT.cpm})`,
};

export const AUDIENCE_LABELS: Record<TargetAudience, string> = {
  everyone: 'Everyone',
  members: 'Signed-in members',
  visitors: 'Visitors not signed in',
};

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  pending: 'Waiting for approval',
  active: 'Running',
  paused: 'Paused by the team',
  ended: 'Ended',
  declined: 'Declined',
};

const END_REASONS: Record<string, string> = {
  time: 'its time was up',
  budget: 'its budget was spent',
  owner: 'you ended it',
  admin: 'the team ended it',
  model_not_public: 'its model is no longer public',
  account_closed: 'the account is no longer active',
};

/** Why a campaign is where it is, in one sentence; null when its status says it all. */
export function campaignNote(campaign: Pick<SponsoredCampaign, 'status' | 'endReason' | 'reviewReason'>): string | null {
  if (campaign.status === 'declined') return `The team declined it${campaign.reviewReason ? `: ${campaign.reviewReason}` : ''}. Its whole budget went back to your earnings.`;
  if (campaign.status === 'ended' && campaign.endReason) return `Ended because ${END_REASONS[campaign.endReason] ?? 'it is over'}; what it did not spend went back to your earnings.`;
  if (campaign.status === 'pending') return 'The team looks at every placement before it runs. Its budget is held until then, and comes back if it is declined.';
  return null;
}

/** Click-through as people read it: "2.5%", or "–" before the first impression. */
export function clickThroughText(rate: number | null): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  return `${percent >= 10 || percent === 0 ? percent.toFixed(0) : percent.toFixed(1)}%`;
}
