import { count, desc, eq, inArray } from 'drizzle-orm';
import type { CampaignItem } from '../../shared/contracts/campaigns/email-campaigns';
import type { Db, Tx } from '../db/database';
import { campaignRecipients, emailCampaigns, users, type EmailCampaignRow } from '../db/schema';

type Counts = CampaignItem['counts'];
const NONE: Counts = { total: 0, pending: 0, delivered: 0, failed: 0, skipped: 0 };

/** Each campaign's recipients by state; a claimed one (being sent now) still counts as pending. */
async function countsOf(db: Db | Tx, ids: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ campaignId: campaignRecipients.campaignId, status: campaignRecipients.status, n: count() })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, ids))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.status);
  for (const { campaignId, status, n } of rows) {
    const c = counts.get(campaignId) ?? { ...NONE };
    c.total += n;
    if (status === 'sent') c.delivered += n;
    else if (status === 'failed') c.failed += n;
    else if (status === 'skipped') c.skipped += n;
    else c.pending += n;
    counts.set(campaignId, c);
  }
  return counts;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toItem(row: EmailCampaignRow, creator: { id: string; displayName: string } | null, counts: Counts): CampaignItem {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    segment: row.segment,
    segmentDays: row.segmentDays,
    createdBy: creator ? { uid: creator.id, displayName: creator.displayName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    counts,
    progress: counts.total === 0 ? (row.status === 'sent' ? 1 : 0) : (counts.total - counts.pending) / counts.total,
  };
}

/** Campaigns as the admin page lists them, with their counts: the given ones, or the latest `limit`. */
export async function campaignItems(db: Db | Tx, options: { ids?: string[]; limit?: number }): Promise<CampaignItem[]> {
  const rows = await db
    .select({ campaign: emailCampaigns, creator: { id: users.id, displayName: users.displayName } })
    .from(emailCampaigns)
    .leftJoin(users, eq(users.id, emailCampaigns.createdBy))
    .where(options.ids ? inArray(emailCampaigns.id, options.ids) : undefined)
    .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id))
    .limit(options.limit ?? 50);
  const counts = await countsOf(db, rows.map((row) => row.campaign.id));
  return rows.map(({ campaign, creator }) => toItem(campaign, creator, counts.get(campaign.id) ?? { ...NONE }));
}

export async function campaignItem(db: Db | Tx, id: string): Promise<CampaignItem> {
  const [item] = await campaignItems(db, { ids: [id], limit: 1 });
  if (!item) throw new Error(`campaign ${id} is gone`);
  return item;
}
