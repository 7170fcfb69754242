import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { deleteHouseAd } from '../../../shared/contracts/sponsored/house-ads';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { houseAds } from '../../db/schema';
import { HOUSE_AD_NOT_FOUND } from './update-house-ad';

/** Admins only (the contract's access). The audit entry keeps what it was. */
export const deleteHouseAdFunction = implement(deleteHouseAd, async ({ houseAdId }, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(houseAds).where(eq(houseAds.id, houseAdId)).returning();
    if (!gone) throw new AppError('not-found', HOUSE_AD_NOT_FOUND);
    const { title, body, linkPath, imageModelId, placements, active } = gone;
    await recordAudit(tx, { actorId: ctx.user.id, action: 'houseAd.delete', target: { type: 'house_ad', id: houseAdId }, before: { title, body, linkPath, imageModelId, placements, active }, after: null });
  });
  return { success: true as const };
});
