import { and, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { analyticsCreatorDays, analyticsDays, analyticsModelDays } from '../db/schema';
import { indiaDay, indiaDayStart } from '../money';
import { insertCreatorDays, insertModelDays, readDayFigures, zeroDay } from './day-figures';
import { storeTops } from './top-lists';

/** A day closes this long after it ends, so a count stamped 23:59:59 whose transaction commits a moment later is in it. */
export const CLOSE_GRACE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last closed day, or null before the first roll-up. */
export async function lastClosedDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`to_char(max(${analyticsDays.day}), 'YYYY-MM-DD')` }).from(analyticsDays);
  return row?.day ?? null;
}

/** The India day the first account was made, or null on an empty site: nothing can have happened before it. */
export async function firstDay(db: Db): Promise<string | null> {
  const result = await db.execute<{ at: Date | string | null }>(sql`select min(created_at) as at from users`);
  const at = result.rows[0]?.at;
  return at ? indiaDay(new Date(at)) : null;
}

/**
 * Decision 043: closes every India day after the last closed one that has ended (with the grace),
 * from the raw rows, and stores each range's top lists as of it; all in one transaction, writing
 * each day whole (upsert, delete-and-insert), so running it twice, or on two nodes, changes nothing.
 * The raw rows it reads are pruned only once their day is closed (prune-analytics-raw.ts), so a
 * roll-up that missed days (the app down, the queue stuck) fills them in at its next run.
 * Answers the days it closed.
 */
export async function closeAnalyticsDays(db: Db, now = new Date()): Promise<string[]> {
  const closedThrough = await lastClosedDay(db);
  const start = closedThrough ? addDays(closedThrough, 1) : await firstDay(db);
  const end = addDays(indiaDay(new Date(now.getTime() - CLOSE_GRACE_MS)), -1);
  if (!start || start > end) return [];
  const span = { from: indiaDayStart(start), to: indiaDayStart(addDays(end, 1)) };
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);

  await db.transaction(async (tx) => {
    // One roll-up at a time: a second node waits here, then finds the days closed and writes the same figures.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics-roll-up'))`);
    const figures = await readDayFigures(tx, span);
    const inSpan = (table: typeof analyticsModelDays | typeof analyticsCreatorDays) => and(gte(table.day, start), lte(table.day, end));
    await tx.delete(analyticsModelDays).where(inSpan(analyticsModelDays));
    await tx.delete(analyticsCreatorDays).where(inSpan(analyticsCreatorDays));
    await insertModelDays(tx, span);
    await insertCreatorDays(tx, span);
    const rows = days.map((day) => ({ day, ...(figures.get(day) ?? zeroDay()) }));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(analyticsDays)
        .values(rows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: analyticsDays.day,
          set: {
            signUps: sql`excluded.sign_ups`,
            activeUsers: sql`excluded.active_users`,
            uploads: sql`excluded.uploads`,
            downloads: sql`excluded.downloads`,
            views: sql`excluded.views`,
            tips: sql`excluded.tips`,
            tipPaise: sql`excluded.tip_paise`,
            closedAt: sql`now()`,
          },
        });
    }
    await storeTops(tx, indiaDay(now), end);
  });
  return days;
}
