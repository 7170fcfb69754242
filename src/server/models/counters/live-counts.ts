import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { modelCounterShards, models } from '../../db/schema';

/**
 * A model's counts as of now: the rolled-up figures on its row plus what its shards hold that the
 * roll-up has not yet moved (decision 027). The model page and the counting calls read these;
 * lists and sorts read the row alone, at most one roll-up period behind.
 */
export const pendingCounts = (modelId: unknown) => sql<PendingCounts>`(
  select json_build_object('views', coalesce(sum(views), 0), 'downloads', coalesce(sum(downloads), 0), 'shares', coalesce(sum(shares), 0),
    'lastViewedAt', max(last_viewed_at), 'lastSharedAt', max(last_shared_at))
  from ${modelCounterShards} where ${modelCounterShards.modelId} = ${modelId})`;

interface PendingCounts {
  views: number;
  downloads: number;
  shares: number;
  lastViewedAt: string | null;
  lastSharedAt: string | null;
}

const later = (rolled: Date | null, pending: string | null) => {
  const waiting = pending === null ? null : new Date(pending);
  return rolled === null || (waiting !== null && waiting > rolled) ? waiting : rolled;
};

type Counted = { views: number; downloads: number; shares: number; lastViewedAt: Date | null; lastSharedAt: Date | null };

/** A row's counts with what waits in its shards added: the figures as of now. */
export function withPending<T extends Counted>(row: T, pending: PendingCounts): T {
  return {
    ...row,
    views: row.views + Number(pending.views),
    downloads: row.downloads + Number(pending.downloads),
    shares: row.shares + Number(pending.shares),
    lastViewedAt: later(row.lastViewedAt, pending.lastViewedAt),
    lastSharedAt: later(row.lastSharedAt, pending.lastSharedAt),
  };
}

export interface LiveCounts {
  views: number;
  downloads: number;
  shares: number;
}

/** The live counts of one model, or null when it is not there. */
export async function liveCounts(db: Db | Tx, modelId: string): Promise<LiveCounts | null> {
  const [row] = await db
    .select({
      views: models.views,
      downloads: models.downloads,
      shares: models.shares,
      lastViewedAt: models.lastViewedAt,
      lastSharedAt: models.lastSharedAt,
      pending: pendingCounts(models.id),
    })
    .from(models)
    .where(eq(models.id, modelId))
    .limit(1);
  if (!row) return null;
  const { views, downloads, shares } = withPending(row, row.pending);
  return { views, downloads, shares };
}
