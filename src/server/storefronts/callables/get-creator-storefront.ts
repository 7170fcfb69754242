import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { getCreatorStorefront, STOREFRONT_NOT_FOUND } from '../../../shared/contracts/storefronts/storefronts';
import { implement } from '../../callables/implement';
import { storefrontOwnerByUrl } from '../claim-custom-url';
import { readStorefrontView } from '../read-storefront-view';
import { storefrontTierOf } from '../storefront-access';

/**
 * A storefront by creator or custom URL (a past one too). Anyone sees an active one; its creator
 * always sees theirs, with their tier, and admins see one that is not active (moderation); to
 * everyone else a storefront that is not active does not exist.
 */
export const getCreatorStorefrontFunction = implement(getCreatorStorefront, async ({ creatorId, customUrl }, ctx) => {
  const ownerId = creatorId ?? (await storefrontOwnerByUrl(ctx.db, customUrl!));
  if (!ownerId) throw new AppError('not-found', STOREFRONT_NOT_FOUND);
  if (ctx.user?.id === ownerId) {
    const [storefront, owner] = await Promise.all([readStorefrontView(ctx.db, ownerId, ctx.user), storefrontTierOf(ctx.db, ownerId)]);
    return { storefront, owner };
  }
  const storefront = await readStorefrontView(ctx.db, ownerId, ctx.user);
  if (!storefront || (!storefront.active && !(ctx.user && isAdminUser(ctx.user)))) throw new AppError('not-found', STOREFRONT_NOT_FOUND);
  return { storefront, owner: null };
});
