import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  PREMIUM_STATS_RANGE_DAYS,
  PREMIUM_STATS_TOP_MODELS,
  type PremiumStatsDay,
  type PremiumStatsFigures,
  type PremiumStatsRange,
  type PremiumTopModel,
} from '../../shared/contracts/tiers/premium-creator-stats';
import type { Db } from '../db/database';
import { analyticsCreatorDays, analyticsModelDays, models } from '../db/schema';
import { addDays, lastClosedDay } from './close-analytics-days';

export interface CreatorStats {
  asOf: string | null;
  days: PremiumStatsDay[];
  totals: PremiumStatsFigures;
  conversions: { viewToDownload: number | null; viewToTip: number | null };
  topModels: PremiumTopModel[];
}

const FIGURES = ['views', 'downloads', 'likes', 'followers', 'tips', 'tipPaise'] as const;
const zero = (): PremiumStatsFigures => ({ views: 0, downloads: 0, likes: 0, followers: 0, tips: 0, tipPaise: 0 });

/** One point per day from `first` through `last`, a day with no row as zeros (the roll-up writes a creator's day only when they had any figure). */
export function fillDays(first: string, last: string, rows: readonly PremiumStatsDay[]): PremiumStatsDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: PremiumStatsDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push({ ...zero(), ...byDay.get(day), day });
  return days;
}

/** A share of the views, or null when there were none: 0 % of nothing would read as a failure. */
const shareOfViews = (count: number, views: number) => (views > 0 ? count / views : null);

export interface CreatorDays {
  /** The last closed day, or null before the first roll-up (then nothing else is read). */
  asOf: string | null;
  /** The range's first day; null with asOf. */
  first: string | null;
  days: PremiumStatsDay[];
  totals: PremiumStatsFigures;
}

/**
 * One creator's roll-up days over the range's closed India days (decision 079), zeros filled, and
 * their sums: the last closed day, then the creator's days (analytics_creator_days_user_idx). Two
 * queries, whatever the range. Premium stats and commerce analytics (decision 083) both read these.
 */
export async function readCreatorDays(db: Db, userId: string, range: PremiumStatsRange): Promise<CreatorDays> {
  const asOf = await lastClosedDay(db);
  if (!asOf) return { asOf: null, first: null, days: [], totals: zero() };
  const first = addDays(asOf, 1 - PREMIUM_STATS_RANGE_DAYS[range]);
  const rows = await db
    .select({
      day: analyticsCreatorDays.day,
      views: analyticsCreatorDays.views,
      downloads: analyticsCreatorDays.downloads,
      likes: analyticsCreatorDays.likes,
      followers: analyticsCreatorDays.followers,
      tips: analyticsCreatorDays.tips,
      tipPaise: analyticsCreatorDays.tipPaise,
    })
    .from(analyticsCreatorDays)
    .where(and(eq(analyticsCreatorDays.userId, userId), gte(analyticsCreatorDays.day, first), lte(analyticsCreatorDays.day, asOf)));
  const days = fillDays(first, asOf, rows);
  const totals = zero();
  for (const day of days) for (const key of FIGURES) totals[key] += day[key];
  return { asOf, first, days, totals };
}

/**
 * Decision 079: one creator's premium stats over the range's closed days, from the roll-up only
 * (raw rows are pruned after 90 days, and summing them per request would not stay fast): the
 * creator's days (readCreatorDays) and their top models (their models, by models_user_created_idx,
 * each one's days by analytics_model_days_model_idx). Three queries, whatever the range.
 */
export async function readCreatorStats(db: Db, userId: string, range: PremiumStatsRange): Promise<CreatorStats> {
  const { asOf, first, days, totals } = await readCreatorDays(db, userId, range);
  if (!asOf || !first) return { asOf: null, days: [], totals, conversions: { viewToDownload: null, viewToTip: null }, topModels: [] };

  // A model deleted since has no row to join, so it leaves the list (there is no page to link to);
  // its days still count in the totals above, which were the creator's figures on those days.
  const views = sql<number>`sum(${analyticsModelDays.views})::int`;
  const downloads = sql<number>`sum(${analyticsModelDays.downloads})::int`;
  const top = await db
    .select({ id: models.id, title: models.title, slug: models.slug, views, downloads })
    .from(models)
    .innerJoin(analyticsModelDays, eq(analyticsModelDays.modelId, models.id))
    .where(and(eq(models.userId, userId), gte(analyticsModelDays.day, first), lte(analyticsModelDays.day, asOf)))
    .groupBy(models.id)
    .orderBy(desc(views), desc(downloads), asc(models.title), asc(models.id))
    .limit(PREMIUM_STATS_TOP_MODELS);

  return {
    asOf,
    days,
    totals,
    conversions: { viewToDownload: shareOfViews(totals.downloads, totals.views), viewToTip: shareOfViews(totals.tips, totals.views) },
    topModels: top.map((m) => ({ id: m.id, title: m.title, path: `/model/${m.slug}/${m.id}`, views: Number(m.views), downloads: Number(m.downloads) })),
  };
}
