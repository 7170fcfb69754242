import {
  COMMERCE_MODEL_ROWS,
  type CommerceCampaign,
  type CommerceDay,
  type CommerceModel,
  type CommerceTimeRange,
  type CommerceTotals,
} from '../../shared/contracts/creator-commerce/social-commerce-analytics';
import { readCreatorDays, readCreatorModelFigures } from '../analytics';
import type { Db } from '../db/database';
import { readReferralResults } from '../referrals';
import { readSponsoredResults } from '../sponsored';

export interface CommerceFigures {
  asOf: string | null;
  days: CommerceDay[];
  totals: CommerceTotals;
  sponsored: Omit<CommerceCampaign, 'id' | 'title' | 'modelId' | 'placement' | 'campaignType' | 'status'> & { campaigns: CommerceCampaign[] };
  models: CommerceModel[];
}

type Figure = keyof CommerceTotals;
const FIGURES: readonly Figure[] = [
  'views',
  'downloads',
  'likes',
  'followers',
  'tips',
  'tipPaise',
  'friendsJoined',
  'referralRewards',
  'referralRewardPaise',
  'sponsoredImpressions',
  'sponsoredClicks',
  'sponsoredSpendPaise',
];
const zero = (): CommerceTotals => Object.fromEntries(FIGURES.map((key) => [key, 0])) as unknown as CommerceTotals;

/** Cost per click in whole paise and click-through as a fraction; each null when what it divides by is zero. */
function rates({ impressions, clicks, spendPaise }: { impressions: number; clicks: number; spendPaise: number }) {
  return { costPerClickPaise: clicks > 0 ? Math.round(spendPaise / clicks) : null, clickThroughRate: impressions > 0 ? clicks / impressions : null };
}

/**
 * A creator's commerce over the range (decision 083), every figure over the same closed India days
 * (premium stats' window: first..asOf), each read through the domain that owns it: the roll-up's
 * days and the per-model figures (analytics), referral results (referrals), campaigns' counts and
 * spend (sponsored). Five queries, whatever the range; none before the first day has closed.
 */
export async function readCommerceFigures(db: Db, userId: string, range: CommerceTimeRange): Promise<CommerceFigures> {
  const roll = await readCreatorDays(db, userId, range);
  if (!roll.asOf || !roll.first) {
    return { asOf: null, days: [], totals: zero(), sponsored: { impressions: 0, clicks: 0, spendPaise: 0, ...rates({ impressions: 0, clicks: 0, spendPaise: 0 }), campaigns: [] }, models: [] };
  }
  const window = { first: roll.first, last: roll.asOf };
  const [modelRows, referralDays, sponsored] = await Promise.all([
    readCreatorModelFigures(db, userId, { ...window, limit: COMMERCE_MODEL_ROWS }),
    readReferralResults(db, userId, window),
    readSponsoredResults(db, userId, window),
  ]);

  const referralsOn = new Map(referralDays.map((day) => [day.day, day]));
  const sponsoredOn = new Map(sponsored.days.map((day) => [day.day, day]));
  const days: CommerceDay[] = roll.days.map((point) => {
    const referral = referralsOn.get(point.day);
    const counted = sponsoredOn.get(point.day);
    return {
      ...point,
      friendsJoined: referral?.friendsJoined ?? 0,
      referralRewards: referral?.rewards ?? 0,
      referralRewardPaise: referral?.rewardPaise ?? 0,
      sponsoredImpressions: counted?.impressions ?? 0,
      sponsoredClicks: counted?.clicks ?? 0,
      sponsoredSpendPaise: counted?.spendPaise ?? 0,
    };
  });
  const totals = zero();
  for (const day of days) for (const key of FIGURES) totals[key] += day[key];

  const campaigns = sponsored.campaigns.map((campaign) => ({ ...campaign, ...rates(campaign) }));
  const byModel = new Map<string, { impressions: number; clicks: number; spendPaise: number }>();
  for (const campaign of campaigns) {
    if (!campaign.modelId) continue;
    const sum = byModel.get(campaign.modelId) ?? { impressions: 0, clicks: 0, spendPaise: 0 };
    byModel.set(campaign.modelId, { impressions: sum.impressions + campaign.impressions, clicks: sum.clicks + campaign.clicks, spendPaise: sum.spendPaise + campaign.spendPaise });
  }
  const models = modelRows.map((model) => {
    const paid = byModel.get(model.id);
    return { ...model, sponsoredImpressions: paid?.impressions ?? 0, sponsoredClicks: paid?.clicks ?? 0, sponsoredSpendPaise: paid?.spendPaise ?? 0 };
  });
  const spent = { impressions: totals.sponsoredImpressions, clicks: totals.sponsoredClicks, spendPaise: totals.sponsoredSpendPaise };
  return { asOf: roll.asOf, days, totals, sponsored: { ...spent, ...rates(spent), campaigns }, models };
}
