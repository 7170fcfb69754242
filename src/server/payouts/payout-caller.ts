import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { isAdminUser } from '../../shared/constants/roles';
import type { Db } from '../db/database';
import { users, type UserRow } from '../db/schema';

/**
 * Whose payout settings a call is about. SPEC §7's payloads carry `userId`, and the original let
 * anyone pass anyone's (ORIGINAL-FACTS "do better"): here it is absent or the caller's own. Admins
 * may read another member's settings for support, never change them; what they see is
 * `audience: 'admin'` (payout-settings-view.ts keeps the account details from them).
 */
export async function payoutSubject(
  db: Db,
  caller: UserRow,
  userId: string | undefined,
  intent: 'read' | 'change',
): Promise<{ userId: string; audience: 'owner' | 'admin' }> {
  if (userId === undefined || userId === caller.id) return { userId: caller.id, audience: 'owner' };
  if (intent === 'change') throw new AppError('permission-denied', 'You can only change your own payout settings');
  if (!isAdminUser(caller)) throw new AppError('permission-denied', 'You can only see your own payout settings');
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw new AppError('not-found', 'userId: no such member');
  return { userId, audience: 'admin' };
}
