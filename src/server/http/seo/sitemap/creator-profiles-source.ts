import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { models, users } from '../../../db/schema';
import { LISTED_PUBLICLY } from '../../../policies';
import { profilePageUrl } from '../absolute-url';
import type { SitemapSource } from './sitemap-source';
import { idsAfter } from '../../../db/keyset-pager';

const publicModelOf = and(eq(models.userId, users.id), LISTED_PUBLICLY);
// A profile with nothing public on it is not worth a crawler's visit (and says little about its owner).
const listed = (db: Db, afterId: string | null) =>
  and(exists(db.select({ one: sql`1` }).from(models).where(publicModelOf)), idsAfter(users.id, afterId));

/** Profiles of users with at least one public model, last modified when they or one of those models was. */
export const creatorProfilesSource: SitemapSource = {
  name: 'profiles',
  async count(db) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(listed(db, null));
    return row?.n ?? 0;
  },
  async rowsAfter(db, publicUrl, afterId, limit) {
    const rows = await db
      .select({
        id: users.id,
        lastmod: sql`greatest(${users.updatedAt}, (select max(${models.updatedAt}) from ${models} where ${publicModelOf}))`.mapWith(users.updatedAt),
      })
      .from(users)
      .where(listed(db, afterId))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, loc: profilePageUrl(publicUrl, row.id), lastmod: row.lastmod }));
  },
  async hop(db, afterId, count) {
    const ids = db.select({ id: users.id }).from(users).where(listed(db, afterId)).orderBy(asc(users.id)).limit(count).as('hop');
    const [row] = await db.select({ found: sql<number>`count(*)::int`, lastId: sql<string | null>`max(${ids.id})` }).from(ids);
    return { lastId: row?.lastId ?? null, found: row?.found ?? 0 };
  },
};
