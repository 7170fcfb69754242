import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookmarks, modelLikes } from '../db/schema';

/** Whether the viewer has liked and saved a model: both false when signed out (no query then). */
export async function viewerMarks(db: Db, viewerId: string | null, modelId: string): Promise<{ liked: boolean; bookmarked: boolean }> {
  if (viewerId === null) return { liked: false, bookmarked: false };
  const liked = db.select({ one: sql`1` }).from(modelLikes).where(and(eq(modelLikes.modelId, modelId), eq(modelLikes.userId, viewerId)));
  const saved = db.select({ one: sql`1` }).from(bookmarks).where(eq(bookmarks.id, `${modelId}_${viewerId}`));
  const [row] = await db.select({ liked: exists(liked).mapWith(Boolean), bookmarked: exists(saved).mapWith(Boolean) }).from(sql`(select 1) as one`);
  return { liked: Boolean(row?.liked), bookmarked: Boolean(row?.bookmarked) };
}
