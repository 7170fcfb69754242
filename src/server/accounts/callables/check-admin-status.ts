import { eq } from 'drizzle-orm';
import { isAdminUser, isSuperAdminUser } from '../../../shared/constants/roles';
import { checkAdminStatus } from '../../../shared/contracts/accounts/admin';
import { users, type UserRow } from '../../db/schema';
import { implement } from '../../callables/implement';

/** SPEC §4: with no user, admin is false. Roles are public (profiles show an admin badge). */
export const checkAdminStatusFunction = implement(checkAdminStatus, async ({ uid }, ctx) => {
  let subject: UserRow | null = ctx.user;
  if (uid && uid !== ctx.user?.id) {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, uid)).limit(1);
    subject = row ?? null;
  }
  return { isAdmin: isAdminUser(subject), isSuperAdmin: isSuperAdminUser(subject) };
});
