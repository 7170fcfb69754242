import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { getCreatorTier } from '../../../shared/contracts/tiers/creator-tiers';
import { implement } from '../../callables/implement';
import { creatorTierView } from '../creator-tier-view';

/** The caller's own tier, or, for an admin, anyone's: a tier and its progress are the creator's business. */
export const getCreatorTierFunction = implement(getCreatorTier, async ({ userId }, ctx) => {
  const subject = userId ?? ctx.user.id;
  if (subject !== ctx.user.id && !isAdminUser(ctx.user)) throw new AppError('permission-denied', 'You can only see your own creator tier');
  return { success: true as const, creatorTier: await creatorTierView(ctx.db, subject) };
});
