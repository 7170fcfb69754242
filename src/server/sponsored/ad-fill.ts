import { and, eq, sql } from 'drizzle-orm';
import type { AdPlacement } from '../../shared/constants/sponsored-rules';
import type { AdFill } from '../../shared/contracts/sponsored/ad-serving';
import type { Db } from '../db/database';
import { houseAds, models } from '../db/schema';
import { LISTED_PUBLICLY } from '../policies';
import { adNetworkServes, readAdNetworkSettings } from './ad-network-settings';

/**
 * What fills `count` places no sponsored card filled (decision 084): the network's slot for the
 * placement when the network is on and has one there, and house ads for the placement, drawn at
 * random among the active ones (there are at most HOUSE_ADS_MAX, so a random order is cheap). Both
 * are sent: only the page knows whether the visitor allowed marketing cookies, and shows the house
 * ads when not.
 */
export async function adFillFor(db: Db, placement: AdPlacement, count: number): Promise<AdFill> {
  const settings = await readAdNetworkSettings(db);
  const slotId = settings.slots[placement];
  const network = adNetworkServes(settings) && slotId ? { publisherId: settings.publisherId!, slotId } : null;
  const rows = await db
    .select({
      id: houseAds.id,
      title: houseAds.title,
      body: houseAds.body,
      linkPath: houseAds.linkPath,
      imageUrl: sql<string | null>`case when ${LISTED_PUBLICLY} then ${models.thumbnail} end`,
    })
    .from(houseAds)
    .leftJoin(models, eq(models.id, houseAds.imageModelId))
    .where(and(eq(houseAds.active, true), sql`${placement} = any(${houseAds.placements})`))
    .orderBy(sql`random()`)
    .limit(count);
  return { network, houseAds: rows.map((row) => ({ ...row, imageUrl: row.imageUrl ?? null, house: true as const })) };
}
