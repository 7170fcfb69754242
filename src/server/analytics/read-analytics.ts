import { and, gte, lte } from 'drizzle-orm';
import type { AnalyticsFigures, AnalyticsPoint, TopCreator, TopModel } from '../../shared/contracts/analytics/analytics';
import type { Db } from '../db/database';
import { analyticsDays } from '../db/schema';
import { bucketForSpan, bucketStart, bucketsBetween, firstDayOf, indiaDay, indiaDayStart, type Bucket, type TimeRange, readRevenueReport } from '../money';
import { addDays, firstDay, lastClosedDay } from './close-analytics-days';
import { readDayFigures, zeroDay, type DayFigures } from './day-figures';
import { readTops } from './top-lists';

export interface AnalyticsReport {
  bucket: Bucket;
  series: AnalyticsPoint[];
  total: AnalyticsFigures;
  topsThrough: string | null;
  topModels: TopModel[];
  topCreators: TopCreator[];
}

const COUNTED = ['signUps', 'uploads', 'downloads', 'views', 'tips', 'tipPaise'] as const;

/**
 * Issue 16 item 4 (decision 043): closed days from analytics_days, the days since (today, or more
 * if the roll-up is behind) summed live from the raw rows, revenue from the revenue report's ledger
 * reading in the same buckets, and the top lists as of the last closed day.
 */
export async function readAnalytics(db: Db, timeRange: TimeRange, now = new Date()): Promise<AnalyticsReport> {
  const today = indiaDay(now);
  const fixedFirst = firstDayOf(timeRange, today);
  const first = fixedFirst ?? (await firstDay(db)) ?? today;
  const bucket: Bucket = fixedFirst ? 'day' : bucketForSpan(first, today);
  const closedThrough = await lastClosedDay(db);
  const liveFrom = closedThrough && addDays(closedThrough, 1) > first ? addDays(closedThrough, 1) : first;

  const days = new Map<string, DayFigures>();
  if (closedThrough && closedThrough >= first) {
    const closed = await db.select().from(analyticsDays).where(and(gte(analyticsDays.day, first), lte(analyticsDays.day, closedThrough)));
    for (const { day, closedAt: _closedAt, ...figures } of closed) days.set(day, figures);
  }
  for (const [day, figures] of await readDayFigures(db, { from: indiaDayStart(liveFrom), to: now })) days.set(day, figures);
  const revenue = await readRevenueReport(db, { book: 'live', timeRange, now, since: first });

  const zero = (): AnalyticsFigures => ({ ...zeroDay(), revenuePaise: 0 });
  const starts = bucketsBetween(first, today, bucket);
  const byStart = new Map(starts.map((start) => [start, zero()]));
  const total = zero();
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const figures = days.get(day) ?? zeroDay();
    const point = byStart.get(bucketStart(day, bucket))!;
    for (const key of COUNTED) {
      point[key] += figures[key];
      total[key] += figures[key];
    }
    // Distinct people do not add up across days: a week, a month and the range show their busiest day.
    point.activeUsers = Math.max(point.activeUsers, figures.activeUsers);
    total.activeUsers = Math.max(total.activeUsers, figures.activeUsers);
  }
  for (const point of revenue.series) {
    const at = byStart.get(point.start);
    if (at) at.revenuePaise = point.netRevenue;
  }
  total.revenuePaise = revenue.total.netRevenue;
  const series = starts.map((start) => ({ start, ...byStart.get(start)! }));
  const tops = closedThrough && closedThrough >= first ? await readTops(db, timeRange, today, closedThrough) : { topModels: [], topCreators: [] };
  return { bucket, series, total, topsThrough: closedThrough && closedThrough >= first ? closedThrough : null, ...tops };
}
