import { lt, sql } from 'drizzle-orm';
import { VIEW_WINDOW_MINUTES } from '../../../shared/constants/model-rules';
import { TRENDING_WINDOW_DAYS } from '../../../shared/constants/discovery-rules';
import type { Db } from '../../db/database';
import { countIpDays, modelViews } from '../../db/schema';

/**
 * Decision 020: what the counting remembers only to count fairly is deleted once nothing reads
 * it. An IP's tally serves its UTC day (yesterday's is kept, for a request still in flight at
 * midnight); a view mark serves the view window and then trending, which reads TRENDING_WINDOW_DAYS.
 * Downloads and shares are SPEC §3 records and stay. Resolves with how many rows went.
 */
export async function pruneCountMarks(db: Db): Promise<number> {
  const viewsKeptMinutes = Math.max(VIEW_WINDOW_MINUTES, TRENDING_WINDOW_DAYS * 24 * 60);
  const tallies = await db.delete(countIpDays).where(lt(countIpDays.day, sql`(now() at time zone 'UTC')::date - 1`));
  const views = await db.delete(modelViews).where(lt(modelViews.countedAt, sql`now() - make_interval(mins => ${viewsKeptMinutes})`));
  return (tallies.rowCount ?? 0) + (views.rowCount ?? 0);
}
