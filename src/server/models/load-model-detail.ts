import { eq } from 'drizzle-orm';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { models, users, type ModelRow } from '../db/schema';
import { readPendingCounts, withPending } from './counters/live-counts';
import { toModelDetail } from './model-mappers';

/**
 * The model page's data: the row (which carries its files' and previews' view, see
 * refresh-model-media.ts) joined with its creator, and the counts its shards still hold (decision
 * 027), both read in one snapshot. Read apart, a roll-up that commits between the two reads moves a
 * count from the shards to the row unseen by one of them, and the page shows it twice or not at all
 * (a first visit's "Views 1" read back as 2, or 0, in the browser tests).
 */
export async function loadModelDetail(db: Db, modelId: string): Promise<{ row: ModelRow; detail: ModelDetail } | null> {
  return db.transaction(
    async (tx) => {
      const [found] = await tx.select({ model: models, creator: users }).from(models).innerJoin(users, eq(users.id, models.userId)).where(eq(models.id, modelId)).limit(1);
      if (!found) return null;
      const { model } = found;
      // The page shows counts as of now: the row's rolled-up figures and what waits in the shards.
      return { row: model, detail: toModelDetail(withPending(model, await readPendingCounts(tx, modelId)), found.creator) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
