import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { maySignIn, SIGN_IN_REFUSED } from '../../shared/constants/user-status';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/**
 * better-auth's session.create.before hook: every way of signing in (password, e-mail code, Google)
 * ends in a new session, so refusing it here refuses them all for an inactive or banned account.
 */
export async function refuseSuspendedSignIn(db: Db, session: { userId: string }): Promise<void> {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, session.userId)).limit(1);
  if (user && !maySignIn(user.status)) throw new APIError('FORBIDDEN', { message: SIGN_IN_REFUSED[user.status as 'banned' | 'inactive'], code: `ACCOUNT_${user.status.toUpperCase()}` });
}
