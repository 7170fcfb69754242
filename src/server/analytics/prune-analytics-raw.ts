import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countedViews, userActivity } from '../db/schema';
import { indiaDayStart } from '../money';
import { addDays, lastClosedDay } from './close-analytics-days';

/** How long tracked activity and view rows are kept: the 90-day range can still be re-summed from them. */
export const ANALYTICS_RAW_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * Forgets raw tracked activity and counted-view rows older than ANALYTICS_RAW_DAYS, but never a day
 * the roll-up has not closed yet, so a stalled roll-up loses nothing. Answers how many rows went.
 */
export async function pruneAnalyticsRaw(db: Db, now = new Date()): Promise<number> {
  const closed = await lastClosedDay(db);
  if (!closed) return 0;
  const cutoff = new Date(Math.min(now.getTime() - ANALYTICS_RAW_DAYS * DAY_MS, indiaDayStart(addDays(closed, 1)).getTime()));
  const views = await db.delete(countedViews).where(lt(countedViews.countedAt, cutoff));
  const activity = await db.delete(userActivity).where(lt(userActivity.createdAt, cutoff));
  return (views.rowCount ?? 0) + (activity.rowCount ?? 0);
}
