import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { USERNAME_TAKEN } from '../../../shared/constants/account-rules';
import { updateProfile } from '../../../shared/contracts/accounts/profile';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { implement } from '../../callables/implement';
import { toOwnAccount } from './profile-mappers';

export const updateProfileFunction = implement(updateProfile, async (input, ctx) => {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return { account: toOwnAccount(ctx.user) };
  try {
    const [row] = await ctx.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, ctx.user.id))
      .returning();
    return { account: toOwnAccount(row!) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('already-exists', USERNAME_TAKEN);
    throw error;
  }
});
