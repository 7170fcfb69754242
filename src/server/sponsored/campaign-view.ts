import { eq, type SQL } from 'drizzle-orm';
import type { SponsoredCampaign } from '../../shared/contracts/sponsored/sponsored-placements';
import { authorName } from '../community';
import type { Db, Tx } from '../db/database';
import { keyText } from '../db/keyset-pager';
import { models, sponsoredCampaigns, users } from '../db/schema';

/** What a campaign's view reads: its row, its creator's name and its model's title (and the keys a page of them ends on). */
export const campaignColumns = {
  id: sponsoredCampaigns.id,
  cursorKey: keyText(sponsoredCampaigns.createdAt, 'timestamptz'),
  row: sponsoredCampaigns,
  creator: { displayName: users.displayName, username: users.username },
  modelTitle: models.title,
};

export type CampaignRow = typeof sponsoredCampaigns.$inferSelect;
export interface CampaignViewRow {
  row: CampaignRow;
  creator: { displayName: string; username: string | null };
  modelTitle: string | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A campaign as its owner and the admins read it: money in paise, with its rates worked out. */
export function toSponsoredCampaign({ row, creator, modelTitle }: CampaignViewRow): SponsoredCampaign {
  const ended = row.status === 'ended' || row.status === 'declined';
  return {
    id: row.id,
    creatorId: row.creatorId,
    creatorName: authorName(creator),
    modelId: row.modelId,
    modelTitle,
    title: row.title,
    description: row.description,
    targetUrl: row.targetUrl,
    imageUrl: row.imageUrl,
    placement: row.placement,
    campaignType: row.campaignType,
    targetAudience: row.targetAudience,
    unitPrice: row.unitPricePaise,
    budget: row.budgetPaise,
    spent: row.spentPaise,
    remaining: ended ? 0 : row.budgetPaise - row.spentPaise,
    durationDays: row.durationDays,
    status: row.status,
    impressions: row.impressions,
    clicks: row.clicks,
    clickThroughRate: row.impressions > 0 ? Math.min(1, row.clicks / row.impressions) : null,
    costPerClick: row.clicks > 0 ? Math.round(row.spentPaise / row.clicks) : null,
    createdAt: row.createdAt.toISOString(),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    endedAt: iso(row.endedAt),
    endReason: row.endReason,
    reviewReason: row.reviewReason,
    returned: ended && row.returnedAt ? row.budgetPaise - row.spentPaise : null,
  };
}

/** The campaigns a condition picks, with what their view needs, in the order given. */
export function selectCampaigns(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(campaignColumns)
    .from(sponsoredCampaigns)
    .innerJoin(users, eq(users.id, sponsoredCampaigns.creatorId))
    .leftJoin(models, eq(models.id, sponsoredCampaigns.modelId))
    .where(where);
}

/** One campaign's view, read again after a change. */
export async function readCampaign(db: Db | Tx, id: string): Promise<SponsoredCampaign | null> {
  const [found] = await selectCampaigns(db, eq(sponsoredCampaigns.id, id));
  return found ? toSponsoredCampaign(found) : null;
}
