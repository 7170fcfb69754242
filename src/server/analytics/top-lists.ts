import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TopCreator, TopModel } from '../../shared/contracts/analytics/analytics';
import type { Db, Tx } from '../db/database';
import { analyticsCreatorDays, analyticsModelDays, analyticsTops, models, users, type TopCreatorFigures, type TopModelFigures } from '../db/schema';
import { firstDayOf, type TimeRange } from '../money';

export const TOP_LIST_LENGTH = 10;
const RANGES: TimeRange[] = ['7d', '30d', '90d', 'all'];

export interface TopFigures {
  models: TopModelFigures[];
  creators: TopCreatorFigures[];
}

/** The range's top lists summed over the closed days from its first day (today's range) through `last`. */
export async function sumTops(db: Db | Tx, range: TimeRange, today: string, last: string): Promise<TopFigures> {
  const first = firstDayOf(range, today);
  const modelDays = and(first ? gte(analyticsModelDays.day, first) : undefined, lte(analyticsModelDays.day, last));
  const creatorDays = and(first ? gte(analyticsCreatorDays.day, first) : undefined, lte(analyticsCreatorDays.day, last));
  const downloads = sql<number>`sum(${analyticsModelDays.downloads})::int`;
  const views = sql<number>`sum(${analyticsModelDays.views})::int`;
  const tipPaise = sql<number>`sum(${analyticsCreatorDays.tipPaise})::bigint`;
  const creatorDownloads = sql<number>`sum(${analyticsCreatorDays.downloads})::int`;
  const [topModels, topCreators] = [
    await db
      .select({ modelId: analyticsModelDays.modelId, downloads, views })
      .from(analyticsModelDays)
      .where(modelDays)
      .groupBy(analyticsModelDays.modelId)
      .orderBy(sql`2 desc, 3 desc, 1`)
      .limit(TOP_LIST_LENGTH),
    await db
      .select({ userId: analyticsCreatorDays.userId, tips: sql<number>`sum(${analyticsCreatorDays.tips})::int`, tipPaise, downloads: creatorDownloads })
      .from(analyticsCreatorDays)
      .where(creatorDays)
      .groupBy(analyticsCreatorDays.userId)
      // Creator days also hold views, likes and followers (decision 079); this list is of tips and downloads only.
      .having(sql`sum(${analyticsCreatorDays.tips}) > 0 or sum(${analyticsCreatorDays.downloads}) > 0`)
      .orderBy(sql`3 desc, 4 desc, 1`)
      .limit(TOP_LIST_LENGTH),
  ];
  return {
    models: topModels.map((m) => ({ modelId: m.modelId, downloads: Number(m.downloads), views: Number(m.views) })),
    creators: topCreators.map((c) => ({ userId: c.userId, tips: Number(c.tips), tipPaise: Number(c.tipPaise), downloads: Number(c.downloads) })),
  };
}

/** Stores every range's lists as of the last closed day, in the roll-up's transaction. */
export async function storeTops(tx: Tx, today: string, last: string): Promise<void> {
  for (const range of RANGES) {
    const tops = await sumTops(tx, range, today, last);
    await tx
      .insert(analyticsTops)
      .values({ range, asOf: last, ...tops })
      .onConflictDoUpdate({ target: analyticsTops.range, set: { asOf: last, models: tops.models, creators: tops.creators } });
  }
}

/**
 * The lists the roll-up stored for this range, if they are as of the last closed day; else (the
 * roll-up not yet run since a day closed) summed here, which is slower but as exact.
 */
export async function readTops(db: Db, range: TimeRange, today: string, last: string): Promise<{ topModels: TopModel[]; topCreators: TopCreator[] }> {
  const [stored] = await db.select().from(analyticsTops).where(eq(analyticsTops.range, range));
  const tops = stored && stored.asOf === last ? { models: stored.models, creators: stored.creators } : await sumTops(db, range, today, last);
  const modelIds = tops.models.map((m) => m.modelId);
  const userIds = tops.creators.map((c) => c.userId);
  const modelRows = modelIds.length
    ? await db.select({ id: models.id, title: models.title, slug: models.slug, creatorName: models.creatorName }).from(models).where(inArray(models.id, modelIds))
    : [];
  const userRows = userIds.length
    ? await db.select({ id: users.id, displayName: users.displayName, username: users.username }).from(users).where(inArray(users.id, userIds))
    : [];
  const modelOf = new Map(modelRows.map((m) => [m.id, m]));
  const userOf = new Map(userRows.map((u) => [u.id, u]));
  // A model or account deleted since keeps its place in no list: there is nothing left to link to.
  return {
    topModels: tops.models.flatMap((m) => {
      const row = modelOf.get(m.modelId);
      return row ? [{ id: row.id, title: row.title, path: `/model/${row.slug}/${row.id}`, creatorName: row.creatorName, downloads: m.downloads, views: m.views }] : [];
    }),
    topCreators: tops.creators.flatMap((c) => {
      const row = userOf.get(c.userId);
      return row ? [{ id: row.id, name: row.displayName || row.username || 'Unnamed creator', path: `/profile/${row.id}`, tips: c.tips, tipPaise: c.tipPaise, downloads: c.downloads }] : [];
    }),
  };
}
