import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { CAMPAIGN_SEGMENTS, type CampaignSegment, type SegmentSize } from '../../shared/contracts/campaigns/email-campaigns';
import type { Db, Tx } from '../db/database';
import { campaignRecipients, users } from '../db/schema';

const DAY_MS = 86_400_000;

export const SEGMENT_LABELS: Record<CampaignSegment, string> = {
  all: 'Everyone',
  creators: 'Creators (at least one public model)',
  tier: 'Creators on a higher tier (Verified, Pro or Elite)',
  inactive: 'Inactive members',
};

/**
 * Who may get any campaign: an active account (not banned or paused) whose address is verified and
 * who has not turned announcements off. The switch lives with the other e-mail preferences (a row
 * only once someone changes theirs; no row, or no such key, is the default: on).
 */
export function mayReceiveCampaigns(): SQL {
  return sql`${users.status} = 'active' and ${users.isVerified} and not exists (
    select 1 from notification_preferences np where np.user_id = ${users.id} and np.email ->> 'announcements' = 'false')`;
}

/** A segment's people (before the conditions every campaign has). Hidden models are private (decision 041), so "public" is what others can see. */
function segmentCondition(segment: CampaignSegment, inactiveDays: number, now: Date): SQL | undefined {
  switch (segment) {
    case 'all':
      return undefined;
    case 'creators':
      return sql`exists (select 1 from models m where m.user_id = ${users.id} and m.visibility = 'public')`;
    case 'tier':
      return sql`exists (select 1 from creator_tiers ct where ct.user_id = ${users.id} and ct.tier <> 'basic')`;
    case 'inactive': {
      // Sign-ins and sessions both count: a session kept alive is someone using the site without signing in again.
      const since = new Date(now.getTime() - inactiveDays * DAY_MS).toISOString();
      return sql`${users.createdAt} < ${since}::timestamptz
        and not exists (select 1 from sign_ins s where s.user_id = ${users.id} and s.created_at >= ${since}::timestamptz)
        and not exists (select 1 from sessions se where se.user_id = ${users.id} and se.updated_at >= ${since}::timestamptz)`;
    }
  }
}

export function segmentWhere(segment: CampaignSegment, inactiveDays: number, now = new Date()): SQL {
  return and(mayReceiveCampaigns(), segmentCondition(segment, inactiveDays, now))!;
}

/** How many a campaign sent now would go to, per segment. */
export async function segmentSizes(db: Db, inactiveDays: number, now = new Date()): Promise<SegmentSize[]> {
  return Promise.all(
    CAMPAIGN_SEGMENTS.map(async (segment) => {
      const [row] = await db.select({ n: count() }).from(users).where(segmentWhere(segment, inactiveDays, now));
      return { segment, label: SEGMENT_LABELS[segment], size: row?.n ?? 0, days: segment === 'inactive' ? inactiveDays : null };
    }),
  );
}

/** Copies the segment's people and addresses into the campaign's recipients; answers how many. A person already in it is not added twice. */
export async function snapshotRecipients(tx: Tx, campaignId: string, segment: CampaignSegment, inactiveDays: number, now = new Date()): Promise<number> {
  await tx.execute(sql`
    insert into campaign_recipients (campaign_id, user_id, email)
    select ${campaignId}, ${users.id}, ${users.email} from ${users} where ${segmentWhere(segment, inactiveDays, now)}
    on conflict do nothing`);
  const [row] = await tx.select({ n: count() }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
  return row?.n ?? 0;
}

/** Whether one person may still be mailed a campaign (checked again just before sending: they may have unsubscribed or been banned since). */
export async function stillReceiving(db: Db | Tx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(mayReceiveCampaigns(), sql`${users.id} in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`));
  return new Set(rows.map((row) => row.id));
}

