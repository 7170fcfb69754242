import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { getUserProfile } from '../../../shared/contracts/accounts/profile';
import { users } from '../../db/schema';
import { implement } from '../../callables/implement';
import { openStorefrontPath } from '../../storefronts';
import { toPublicProfile } from './profile-mappers';

export const getUserProfileFunction = implement(getUserProfile, async ({ uid }, ctx) => {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, uid)).limit(1);
  if (!user) throw new AppError('not-found', 'Profile not found');
  return { success: true as const, profile: toPublicProfile(user), storefrontPath: await openStorefrontPath(ctx.db, user.id) };
});
