import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { createCreatorStorefront } from '../../../shared/contracts/storefronts/storefronts';
import { models, storefrontFeaturedModels, storefronts, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { implement } from '../../callables/implement';
import { LISTED_PUBLICLY } from '../../policies';
import { deleteStoredPrefix } from '../../storage/delete-stored-prefix';
import { storefrontKey, storefrontPrefix } from '../../storage/keys';
import { bannerVersionOf } from '../banner-url';
import { refuseTakenCustomUrl, retireCustomUrl } from '../claim-custom-url';
import { readStorefrontView } from '../read-storefront-view';
import { refuseBelowStorefrontTier } from '../storefront-access';

/**
 * Makes or changes the caller's storefront in one transaction under their user row's lock (two
 * saves of one creator queue; saves of different creators do not). Everything is checked before
 * anything is written: the tier, the banner (ours, still stored), the featured models (the caller's
 * own, public), the custom URL (free). A banner it replaces is deleted once the save has committed.
 */
export const createCreatorStorefrontFunction = implement(createCreatorStorefront, async (input, ctx) => {
  const userId = ctx.user.id;
  const bannerVersion = input.branding.bannerUrl === null ? null : bannerVersionOf(userId, input.branding.bannerUrl);
  if (input.branding.bannerUrl !== null && bannerVersion === null) {
    throw new AppError('invalid-argument', 'branding.bannerUrl must be a banner you uploaded to POST /api/storefront/banner');
  }
  if (bannerVersion && (await ctx.storage.size(storefrontKey(userId, `${bannerVersion}-1500.webp`))) === null) {
    throw new AppError('invalid-argument', 'branding.bannerUrl: that banner is no longer stored; please upload it again');
  }

  let replacedBanner: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      await refuseBelowStorefrontTier(tx, ctx.user);
      if (input.featuredModels.length > 0) {
        const found = await tx
          .select({ id: models.id })
          .from(models)
          .where(and(inArray(models.id, input.featuredModels), eq(models.userId, userId), LISTED_PUBLICLY));
        const own = new Set(found.map((row) => row.id));
        const others = input.featuredModels.filter((id) => !own.has(id));
        if (others.length > 0) throw new AppError('invalid-argument', `featuredModels: only your own public models can be featured (not ${others.join(', ')})`);
      }
      if (input.customUrl) await refuseTakenCustomUrl(tx, userId, input.customUrl);

      const [before] = await tx.select({ customUrlKey: storefronts.customUrlKey, bannerVersion: storefronts.bannerVersion }).from(storefronts).where(eq(storefronts.userId, userId));
      const values = {
        name: input.name,
        description: input.description,
        customUrl: input.customUrl,
        customUrlKey: input.customUrl?.toLowerCase() ?? null,
        theme: input.theme,
        bannerVersion,
        socialLinks: input.socialLinks,
        updatedAt: sql`now()`,
      };
      await tx.insert(storefronts).values({ userId, ...values }).onConflictDoUpdate({ target: storefronts.userId, set: values });
      await retireCustomUrl(tx, userId, before?.customUrlKey ?? null, values.customUrlKey);
      await tx.delete(storefrontFeaturedModels).where(eq(storefrontFeaturedModels.userId, userId));
      if (input.featuredModels.length > 0) {
        await tx.insert(storefrontFeaturedModels).values(input.featuredModels.map((modelId, position) => ({ userId, modelId, position })));
      }
      if (before?.bannerVersion && before.bannerVersion !== bannerVersion) replacedBanner = before.bannerVersion;
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.customUrl) throw new AppError('already-exists', `customUrl "${input.customUrl}" is taken; please choose another`);
    throw error;
  }
  if (replacedBanner) {
    const old = `${storefrontPrefix(userId)}${replacedBanner}-`;
    await deleteStoredPrefix(ctx.storage, storefrontPrefix(userId), ctx.log, (key) => !key.startsWith(old));
  }
  const storefront = await readStorefrontView(ctx.db, userId, ctx.user);
  return { success: true as const, storefront: storefront! };
});
