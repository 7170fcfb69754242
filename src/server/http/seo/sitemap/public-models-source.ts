import { and, asc, sql } from 'drizzle-orm';
import { models } from '../../../db/schema';
import { LISTED_PUBLICLY } from '../../../policies';
import { modelPageUrl } from '../absolute-url';
import type { SitemapSource } from './sitemap-source';
import { idsAfter } from '../../../db/keyset-pager';

// Deleted models have no row; private ones are filtered here and nowhere later.
const listed = (afterId: string | null) => and(LISTED_PUBLICLY, idsAfter(models.id, afterId));

/** Public model pages at their slugged address, last modified when the model was. */
export const publicModelsSource: SitemapSource = {
  name: 'models',
  async count(db) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(models).where(listed(null));
    return row?.n ?? 0;
  },
  async rowsAfter(db, publicUrl, afterId, limit) {
    const rows = await db
      .select({ id: models.id, slug: models.slug, updatedAt: models.updatedAt })
      .from(models)
      .where(listed(afterId))
      .orderBy(asc(models.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, loc: modelPageUrl(publicUrl, row), lastmod: row.updatedAt }));
  },
  async hop(db, afterId, count) {
    const ids = db.select({ id: models.id }).from(models).where(listed(afterId)).orderBy(asc(models.id)).limit(count).as('hop');
    const [row] = await db.select({ found: sql<number>`count(*)::int`, lastId: sql<string | null>`max(${ids.id})` }).from(ids);
    return { lastId: row?.lastId ?? null, found: row?.found ?? 0 };
  },
};
