import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Db, Tx } from '../../db/database';
import { users, type UserRow } from '../../db/schema';

/** SPEC §5: the answer for a member id that names no one (user stats, follows, profile lists). */
export const USER_NOT_FOUND = 'User not found';

/** The member a follow, list or stats call names, or SPEC §5's 'User not found'. */
export async function requireUser(db: Db | Tx, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('not-found', USER_NOT_FOUND);
  return user;
}
