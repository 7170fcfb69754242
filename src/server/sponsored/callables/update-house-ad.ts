import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { updateHouseAd } from '../../../shared/contracts/sponsored/house-ads';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { houseAds } from '../../db/schema';
import { checkImageModel, onSitePath } from '../house-ad-fields';
import { readHouseAd } from '../house-ad-view';

export const HOUSE_AD_NOT_FOUND = 'houseAdId: no house ad has this id';

/** Admins only (the contract's access). Under the row's lock, so the audit entry's "before" is what it replaced. */
export const updateHouseAdFunction = implement(updateHouseAd, async ({ houseAdId, ...input }, ctx) => {
  const linkPath = onSitePath(input.linkPath);
  const imageModelId = await checkImageModel(ctx.db, input.imageModelId);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(houseAds).where(eq(houseAds.id, houseAdId)).for('update');
    if (!before) throw new AppError('not-found', HOUSE_AD_NOT_FOUND);
    const row = { title: input.title, body: input.body, linkPath, imageModelId, placements: input.placements, active: input.active };
    await tx.update(houseAds).set({ ...row, updatedAt: sql`now()` }).where(eq(houseAds.id, houseAdId));
    const { title, body, linkPath: path, imageModelId: image, placements, active } = before;
    await recordAudit(tx, { actorId: ctx.user.id, action: 'houseAd.update', target: { type: 'house_ad', id: houseAdId }, before: { title, body, linkPath: path, imageModelId: image, placements, active }, after: row });
  });
  return { success: true as const, houseAd: (await readHouseAd(ctx.db, houseAdId))! };
});
