import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { downloads, models, users } from '../../db/schema';

export interface DownloadEvent {
  modelId: string;
  ownerId: string;
  userId: string | null;
  visitorKey: string;
}

/**
 * Counts a download once per visitor, model and UTC day: the unique index on (model, visitor, day)
 * decides, so two requests at once cannot both count. The model's and the owner's counters move
 * in the same transaction as the row. Answers whether this download was counted.
 */
export async function recordDownload(db: Db, event: DownloadEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(downloads)
      .values({
        modelId: event.modelId,
        userId: event.userId,
        visitorKey: event.visitorKey,
        day: sql`(now() at time zone 'UTC')::date`,
      })
      .onConflictDoNothing({ target: [downloads.modelId, downloads.visitorKey, downloads.day] })
      .returning({ id: downloads.id });
    if (inserted.length === 0) return false;
    await tx.update(models).set({ downloads: sql`${models.downloads} + 1` }).where(eq(models.id, event.modelId));
    await tx.update(users).set({ totalDownloads: sql`${users.totalDownloads} + 1` }).where(eq(users.id, event.ownerId));
    return true;
  });
}
