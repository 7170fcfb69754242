import { sql } from 'drizzle-orm';
import type { AdPlacement, CampaignStatus, CampaignType } from '../../shared/constants/sponsored-rules';
import type { Db } from '../db/database';
import { indiaDayStart } from '../money';

/** One campaign's counted impressions and clicks over some days, and what they cost. */
export interface SponsoredCounted {
  impressions: number;
  clicks: number;
  spendPaise: number;
}
export interface SponsoredResultCampaign extends SponsoredCounted {
  id: string;
  title: string;
  modelId: string | null;
  placement: AdPlacement;
  campaignType: CampaignType;
  status: CampaignStatus;
}
export interface SponsoredResults {
  /** Only days with any count. */
  days: (SponsoredCounted & { day: string })[];
  /** Every campaign that ran in the days, even with nothing counted, newest first. */
  campaigns: SponsoredResultCampaign[];
}

const DAY_MS = 86_400_000;

/**
 * A creator's sponsored figures over the India days first..last (decision 083), in one query: their
 * campaigns (sponsored_creator_newest_idx) that ran in those days, each with its counts per day
 * (sponsored_counts_day_idx). The counts are the figures: one row per counted impression or click,
 * and what it was charged, so a day's spend is the sum of its rows.
 */
export async function readSponsoredResults(db: Db, creatorId: string, { first, last }: { first: string; last: string }): Promise<SponsoredResults> {
  const from = indiaDayStart(first);
  const to = new Date(indiaDayStart(last).getTime() + DAY_MS);
  const result = await db.execute<{
    id: string;
    title: string;
    model_id: string | null;
    placement: AdPlacement;
    campaign_type: CampaignType;
    status: CampaignStatus;
    day: string | null;
    impressions: string;
    clicks: string;
    spend: string;
  }>(sql`
    select c.id, c.title, c.model_id, c.placement, c.campaign_type, c.status, c.created_at, to_char(s.day, 'YYYY-MM-DD') as day,
      count(*) filter (where s.kind = 'impression') as impressions,
      count(*) filter (where s.kind = 'click') as clicks,
      coalesce(sum(s.charged_paise), 0) as spend
    from sponsored_campaigns c
    left join sponsored_counts s on s.campaign_id = c.id and s.day >= ${first} and s.day <= ${last}
    where c.creator_id = ${creatorId} and c.starts_at is not null and c.starts_at < ${to} and (c.ended_at is null or c.ended_at >= ${from})
    group by c.id, s.day
    order by c.created_at desc, c.id, s.day`);

  const days = new Map<string, SponsoredCounted & { day: string }>();
  const campaigns = new Map<string, SponsoredResultCampaign>();
  for (const row of result.rows) {
    const counted = { impressions: Number(row.impressions), clicks: Number(row.clicks), spendPaise: Number(row.spend) };
    const campaign = campaigns.get(row.id) ?? { id: row.id, title: row.title, modelId: row.model_id, placement: row.placement, campaignType: row.campaign_type, status: row.status, impressions: 0, clicks: 0, spendPaise: 0 };
    campaigns.set(row.id, campaign);
    if (row.day === null) continue;
    const day = days.get(row.day) ?? { day: row.day, impressions: 0, clicks: 0, spendPaise: 0 };
    days.set(row.day, day);
    for (const figures of [campaign, day]) {
      figures.impressions += counted.impressions;
      figures.clicks += counted.clicks;
      figures.spendPaise += counted.spendPaise;
    }
  }
  return { days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)), campaigns: [...campaigns.values()] };
}
