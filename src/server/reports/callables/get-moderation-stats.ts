import { sql } from 'drizzle-orm';
import { getModerationStats } from '../../../shared/contracts/reports/moderation';
import { implement } from '../../callables/implement';

const DAY_MS = 86_400_000;

/**
 * The moderation queue in figures, in one statement. Pending reports are few (they are worked
 * down), so counting them is cheap; the 7-day counts read reports_created_at_idx or the processed
 * rows; hidden models read models_hidden_idx; user statuses count the few non-active accounts.
 */
export const getModerationStatsFunction = implement(getModerationStats, async (_input, ctx) => {
  const since = new Date(Date.now() - 7 * DAY_MS).toISOString();
  const result = await ctx.db.execute<Record<string, string | number | Date | null>>(sql`
    select
      (select count(*) from reports where status = 'pending') as pending,
      (select count(*) from reports where status = 'pending' and priority = 'high') as high,
      (select count(*) from reports where status = 'pending' and priority = 'medium') as medium,
      (select count(*) from reports where status = 'pending' and priority = 'low') as low,
      (select min(created_at) from reports where status = 'pending') as oldest,
      (select count(*) from reports where created_at >= ${since}::timestamptz) as received,
      (select count(*) from reports where status = 'resolved' and processed_at >= ${since}::timestamptz) as resolved,
      (select count(*) from reports where status = 'dismissed' and processed_at >= ${since}::timestamptz) as dismissed,
      (select count(*) from models where hidden_at is not null) as hidden,
      (select count(*) from users where status = 'banned') as banned,
      (select count(*) from users where status = 'inactive') as inactive
  `);
  const row = (result.rows[0] ?? {}) as Record<string, string | number | Date | null>;
  const n = (key: string) => Number(row[key] ?? 0);
  const oldest = row.oldest ? new Date(row.oldest as string | Date) : null;
  return {
    success: true as const,
    stats: {
      pending: n('pending'),
      pendingByPriority: { high: n('high'), medium: n('medium'), low: n('low') },
      oldestPendingAt: oldest ? oldest.toISOString() : null,
      receivedLast7Days: n('received'),
      resolvedLast7Days: n('resolved'),
      dismissedLast7Days: n('dismissed'),
      hiddenModels: n('hidden'),
      bannedUsers: n('banned'),
      inactiveUsers: n('inactive'),
    },
  };
});
