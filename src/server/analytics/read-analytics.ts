import { and, gte, lte } from 'drizzle-orm';
import type { AnalyticsFigures, AnalyticsPoint, TopCreator, TopModel } from '../../shared/contracts/accounts/analytics';
import type { Db } from '../db/database';
import { analyticsDays } from '../db/schema';
import { bucketForSpan, bucketStart, bucketsBetween, firstDayOf, indiaDay, indiaDayStart, type Bucket, type TimeRange } from '../money/india-days';
import { readRevenueReport } from '../money/revenue-report';
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
  const byStart = new Map(starts.map((start) => [start, { figures: zero(), activeSum: 0, days: 0 }]));
  const total = zero();
  let activeSum = 0;
  let dayCount = 0;
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const figures = days.get(day) ?? zeroDay();
    const point = byStart.get(bucketStart(day, bucket))!;
    for (const key of COUNTED) {
      point.figures[key] += figures[key];
      total[key] += figures[key];
    }
    point.activeSum += figures.activeUsers;
    point.days += 1;
    activeSum += figures.activeUsers;
    dayCount += 1;
  }
  for (const point of revenue.series) {
    const at = byStart.get(point.start);
    if (at) at.figures.revenuePaise = point.netRevenue;
  }
  total.revenuePaise = revenue.total.netRevenue;
  total.activeUsers = dayCount ? Math.round(activeSum / dayCount) : 0;
  const series = starts.map((start) => {
    const { figures, activeSum: sum, days: count } = byStart.get(start)!;
    return { start, ...figures, activeUsers: count ? Math.round(sum / count) : 0 };
  });
  const tops = closedThrough && closedThrough >= first ? await readTops(db, timeRange, today, closedThrough) : { topModels: [], topCreators: [] };
  return { bucket, series, total, topsThrough: closedThrough && closedThrough >= first ? closedThrough : null, ...tops };
}
