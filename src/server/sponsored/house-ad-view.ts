import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { HouseAd } from '../../shared/contracts/sponsored/house-ads';
import type { Db } from '../db/database';
import { houseAds, models } from '../db/schema';
import { LISTED_PUBLICLY } from '../policies';

/** House ads as admins see them, newest first; the picture only while its model is listed publicly. */
export async function readHouseAds(db: Db, where?: SQL): Promise<HouseAd[]> {
  const rows = await db
    .select({
      ad: houseAds,
      imageModelTitle: models.title,
      imageUrl: sql<string | null>`case when ${LISTED_PUBLICLY} then ${models.thumbnail} end`,
    })
    .from(houseAds)
    .leftJoin(models, eq(models.id, houseAds.imageModelId))
    .where(where)
    .orderBy(desc(houseAds.createdAt), desc(houseAds.id));
  return rows.map(({ ad, imageModelTitle, imageUrl }) => ({
    id: ad.id,
    title: ad.title,
    body: ad.body,
    linkPath: ad.linkPath,
    imageModelId: ad.imageModelId,
    imageModelTitle: imageModelTitle ?? null,
    imageUrl: imageUrl ?? null,
    placements: ad.placements,
    active: ad.active,
    createdAt: ad.createdAt.toISOString(),
    updatedAt: ad.updatedAt.toISOString(),
  }));
}

export const readHouseAd = async (db: Db, id: string) => (await readHouseAds(db, eq(houseAds.id, id)))[0];
