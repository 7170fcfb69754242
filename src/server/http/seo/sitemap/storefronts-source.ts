import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { storefrontPath } from '../../../../shared/storefront-path';
import type { Db } from '../../../db/database';
import { creatorTiers, storefronts, users } from '../../../db/schema';
import { idsAfter } from '../../../db/keyset-pager';
import type { SitemapSource } from './sitemap-source';

// Only storefronts anyone may see (decision 078): an active account on the Pro or Elite tier.
const open = (db: Db, afterId: string | null) =>
  and(
    exists(db.select({ one: sql`1` }).from(users).where(and(eq(users.id, storefronts.userId), eq(users.status, 'active')))),
    exists(db.select({ one: sql`1` }).from(creatorTiers).where(and(eq(creatorTiers.userId, storefronts.userId), inArray(creatorTiers.tier, ['pro', 'elite'])))),
    idsAfter(storefronts.userId, afterId),
  );

/** Open storefronts at their own address (the custom URL's when they have one), last modified when saved. */
export const storefrontsSource: SitemapSource = {
  name: 'storefronts',
  async count(db) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(storefronts).where(open(db, null));
    return row?.n ?? 0;
  },
  async rowsAfter(db, publicUrl, afterId, limit) {
    const rows = await db
      .select({ id: storefronts.userId, customUrl: storefronts.customUrl, lastmod: storefronts.updatedAt })
      .from(storefronts)
      .where(open(db, afterId))
      .orderBy(asc(storefronts.userId))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, loc: `${publicUrl}${storefrontPath({ creatorId: row.id, customUrl: row.customUrl })}`, lastmod: row.lastmod }));
  },
  async hop(db, afterId, count) {
    const ids = db.select({ id: storefronts.userId }).from(storefronts).where(open(db, afterId)).orderBy(asc(storefronts.userId)).limit(count).as('hop');
    const [row] = await db.select({ found: sql<number>`count(*)::int`, lastId: sql<string | null>`max(${ids.id})` }).from(ids);
    return { lastId: row?.lastId ?? null, found: row?.found ?? 0 };
  },
};
