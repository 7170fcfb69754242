import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { downloads, models, users } from '../../db/schema';
import { countOnce } from './count-once';
import type { Visitor } from './identify-visitor';

export interface DownloadEvent {
  modelId: string;
  ownerId: string;
  visitor: Visitor;
  /** COUNTS_PER_IP_PER_DAY. */
  ceiling: number;
}

/**
 * Counts a download once per visitor, model and UTC day: the unique index on (model, visitor, day)
 * decides, so two requests at once cannot both count, and visitors who are not signed in share
 * their IP's ceiling (decision 020). The model's and the owner's counters move in the same
 * transaction as the row. Answers whether this download was counted.
 */
export async function recordDownload(db: Db, event: DownloadEvent): Promise<boolean> {
  const counted = await countOnce(db, {
    kind: 'download',
    modelId: event.modelId,
    visitor: event.visitor,
    ceiling: event.ceiling,
    mark: async (tx) => {
      const inserted = await tx
        .insert(downloads)
        .values({
          modelId: event.modelId,
          userId: event.visitor.userId,
          visitorKey: event.visitor.key,
          day: sql`(now() at time zone 'UTC')::date`,
        })
        .onConflictDoNothing({ target: [downloads.modelId, downloads.visitorKey, downloads.day] })
        .returning({ id: downloads.id });
      return inserted.length > 0;
    },
    count: async (tx) => {
      await tx.update(models).set({ downloads: sql`${models.downloads} + 1` }).where(eq(models.id, event.modelId));
      await tx.update(users).set({ totalDownloads: sql`${users.totalDownloads} + 1` }).where(eq(users.id, event.ownerId));
      return true;
    },
  });
  return counted ?? false;
}
