import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { EARNINGS_CHART_TOP_MODELS, type EarningsPoint, type ModelEarnings } from '../../shared/contracts/payments/earnings-chart';
import type { Db } from '../db/database';
import { models, tips, type LedgerBook, type UserRow } from '../db/schema';
import { modelsVisibleTo } from '../policies';
import { bucketForSpan, bucketsBetween, firstDayOf, indiaDay, indiaDayStart, INDIA_TIME_ZONE, type Bucket, type TimeRange } from './india-days';

/**
 * What a tip earned its creator: their share, less the share refunds took back. post-refund.ts
 * takes the share back in proportion, rounded on the running total, so after any refunds in parts
 * the ledger has taken exactly round(share × refunded / amount); this is the same figure, to the paisa.
 */
export const NET_CREATOR_SHARE = sql`(case when ${tips.refundedAmount} = 0 then ${tips.creatorAmount} else ${tips.creatorAmount} - round(${tips.creatorAmount}::numeric * ${tips.refundedAmount} / ${tips.amount})::bigint end)`;

export interface EarningsChart {
  bucket: Bucket;
  series: EarningsPoint[];
  total: { earnings: number; tips: number };
  topModels: ModelEarnings[];
  otherModels: { earnings: number; tips: number };
  withoutModel: { earnings: number; tips: number };
}

/** The filter every query shares: the creator's received tips in one book since the period's first day, read by tips_to_idx. */
function received(creatorId: string, book: LedgerBook, since: Date | null) {
  return and(eq(tips.toUserId, creatorId), eq(tips.book, book), since ? gte(tips.createdAt, since) : undefined);
}

/** The day (India's) of a creator's first tip in a book, or null without one. */
async function firstTipDay(db: Db, creatorId: string, book: LedgerBook): Promise<string | null> {
  const [first] = await db.select({ at: tips.createdAt }).from(tips).where(received(creatorId, book, null)).orderBy(asc(tips.createdAt)).limit(1);
  return first ? indiaDay(first.at) : null;
}

/**
 * One creator's earnings chart for a period and book: two aggregate reads of their tips (the series,
 * with the tips not for a model per bucket, and the models), each one range scan of tips_to_idx.
 */
export async function readEarningsChart(
  db: Db,
  viewer: UserRow,
  input: { creatorId: string; book: LedgerBook; timeRange: TimeRange; now?: Date },
): Promise<EarningsChart> {
  const { creatorId, book } = input;
  const today = indiaDay(input.now ?? new Date());
  const fixedFirst = firstDayOf(input.timeRange, today);
  const first = fixedFirst ?? (await firstTipDay(db, creatorId, book)) ?? today;
  const bucket: Bucket = fixedFirst ? 'day' : bucketForSpan(first, today);
  const since = fixedFirst ? indiaDayStart(fixedFirst) : null;
  const where = received(creatorId, book, since);

  // The bucket's unit is one of three fixed words, never the caller's text.
  // Grouped on the timestamp and turned into text after: sorting text by collation costs several times more at 100,000 rows.
  const bucketAt = sql`date_trunc(${sql.raw(`'${bucket}'`)}, ${tips.createdAt} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)})`;
  const start = sql<string>`to_char(${bucketAt}, 'YYYY-MM-DD')`;
  const byModel = db
    .select({ modelId: tips.modelId, earnings: sql<string>`sum(${NET_CREATOR_SHARE})`.as('earnings'), tips: sql<string>`count(*)`.as('tips') })
    .from(tips)
    .where(and(where, isNotNull(tips.modelId)))
    .groupBy(tips.modelId)
    .as('by_model');
  const [rows, top] = await Promise.all([
    db
      .select({
        start,
        earnings: sql<string>`sum(${NET_CREATOR_SHARE})`,
        tips: sql<string>`count(*)`,
        looseEarnings: sql<string>`coalesce(sum(${NET_CREATOR_SHARE}) filter (where ${tips.modelId} is null), 0)`,
        looseTips: sql<string>`count(*) filter (where ${tips.modelId} is null)`,
      })
      .from(tips)
      .where(where)
      .groupBy(bucketAt),
    db
      .select({ modelId: byModel.modelId, earnings: byModel.earnings, tips: byModel.tips, title: models.title, slug: models.slug })
      .from(byModel)
      .leftJoin(models, and(eq(models.id, byModel.modelId), modelsVisibleTo(viewer)))
      .orderBy(desc(byModel.earnings), desc(byModel.tips), asc(byModel.modelId))
      .limit(EARNINGS_CHART_TOP_MODELS),
  ]);

  const found = new Map(rows.map((row) => [row.start, row]));
  const series = bucketsBetween(first, today, bucket).map((day) => {
    const row = found.get(day);
    return { start: day, earnings: Number(row?.earnings ?? 0), tips: Number(row?.tips ?? 0) };
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const total = { earnings: sum(rows.map((r) => Number(r.earnings))), tips: sum(rows.map((r) => Number(r.tips))) };
  const withoutModel = { earnings: sum(rows.map((r) => Number(r.looseEarnings))), tips: sum(rows.map((r) => Number(r.looseTips))) };
  const topModels = top.map((m) => ({ modelId: m.modelId!, title: m.title ?? null, slug: m.slug ?? null, earnings: Number(m.earnings), tips: Number(m.tips) }));
  const otherModels = {
    earnings: total.earnings - withoutModel.earnings - sum(topModels.map((m) => m.earnings)),
    tips: total.tips - withoutModel.tips - sum(topModels.map((m) => m.tips)),
  };
  return { bucket, series, total, topModels, otherModels, withoutModel };
}
