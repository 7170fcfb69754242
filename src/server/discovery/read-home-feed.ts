import { and, desc, eq, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { HOME_CATEGORIES, HOME_CREATORS, HOME_SECTION_SIZE } from '../../shared/constants/discovery-rules';
import type { getHomeFeed } from '../../shared/contracts/discovery/discovery';
import type { Db } from '../db/database';
import { models, users } from '../db/schema';
import { toCreatorCard, cardColumns, toModelCardItem } from '../models';
import { LISTED_PUBLICLY } from '../policies';

export type HomeFeed = z.infer<(typeof getHomeFeed)['output']>;

const PUBLIC = LISTED_PUBLICLY;

function cards(db: Db, where: SQL | undefined, order: SQL[], limit = HOME_SECTION_SIZE) {
  return db
    .select(cardColumns)
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(and(PUBLIC, where))
    .orderBy(...order)
    .limit(limit)
    .then((rows) => rows.map(toModelCardItem));
}

/**
 * The home page's sections, each one indexed read except the category and creator tallies, which
 * scan public models (the caller caches the whole feed). Trending is topped up with the most
 * downloaded when fewer models than a row had recent activity, so a quiet site still shows a row.
 */
export async function readHomeFeed(db: Db): Promise<HomeFeed> {
  const [featured, trendingNow, newest, categories, creators] = await Promise.all([
    cards(db, sql`${models.featured}`, [sql`${models.featuredAt} desc nulls last`, sql`${models.id} desc nulls last`]),
    cards(db, gt(models.trendingScore, 0), [sql`${models.trendingScore} desc nulls last`, sql`${models.id} desc nulls last`]),
    cards(db, undefined, [sql`${models.createdAt} desc nulls last`, sql`${models.id} desc nulls last`]),
    db
      .select({ category: models.category, models: sql<number>`count(*)::int` })
      .from(models)
      .where(PUBLIC)
      .groupBy(models.category)
      .orderBy(desc(sql`count(*)`), models.category)
      .limit(HOME_CATEGORIES),
    db
      .select({
        user: { id: users.id, username: users.username, displayName: users.displayName, photoURL: users.photoURL, creatorVerifiedAt: users.creatorVerifiedAt },
        models: sql<number>`top.models`,
        downloads: sql<number>`top.downloads`,
      })
      .from(
        sql`(select ${models.userId} as user_id, count(*)::int as models, sum(${models.downloads})::int as downloads
             from ${models} where ${PUBLIC} group by ${models.userId}
             order by sum(${models.downloads}) desc, count(*) desc limit ${HOME_CREATORS}) top`,
      )
      .innerJoin(users, sql`${users.id} = top.user_id`)
      .orderBy(sql`top.downloads desc`, sql`top.models desc`, users.id),
  ]);
  const trending =
    trendingNow.length >= HOME_SECTION_SIZE
      ? trendingNow
      : [
          ...trendingNow,
          ...(await cards(
            db,
            trendingNow.length > 0 ? notInArray(models.id, trendingNow.map((m) => m.id)) : undefined,
            [sql`${models.downloads} desc nulls last`, sql`${models.id} desc nulls last`],
            HOME_SECTION_SIZE - trendingNow.length,
          )),
        ];
  return {
    featured,
    trending,
    newest,
    categories,
    creators: creators.map((row) => ({ creator: toCreatorCard(row.user), models: Number(row.models), downloads: Number(row.downloads) })),
  };
}
