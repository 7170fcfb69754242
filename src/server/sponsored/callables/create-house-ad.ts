import { sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { HOUSE_ADS_MAX } from '../../../shared/constants/ad-network';
import { createHouseAd } from '../../../shared/contracts/sponsored/house-ads';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { houseAds } from '../../db/schema';
import { newId } from '../../db/new-id';
import { checkImageModel, onSitePath } from '../house-ad-fields';
import { readHouseAd } from '../house-ad-view';

/**
 * Admins only (the contract's access). Counted under the table's lock, so two admins at once stop
 * at the limit; the ad and its audit entry are one transaction.
 */
export const createHouseAdFunction = implement(createHouseAd, async (input, ctx) => {
  const linkPath = onSitePath(input.linkPath);
  const imageModelId = await checkImageModel(ctx.db, input.imageModelId);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table house_ads in share row exclusive mode`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(houseAds);
    if (n >= HOUSE_ADS_MAX) throw new AppError('invalid-argument', `There are already ${HOUSE_ADS_MAX} house ads; remove one before adding another.`);
    const row = { title: input.title, body: input.body, linkPath, imageModelId, placements: input.placements, active: input.active };
    await tx.insert(houseAds).values({ id, ...row, createdBy: ctx.user.id });
    await recordAudit(tx, { actorId: ctx.user.id, action: 'houseAd.create', target: { type: 'house_ad', id }, before: null, after: row });
  });
  return { success: true as const, houseAd: (await readHouseAd(ctx.db, id))! };
});
