import { eq } from 'drizzle-orm';
import { deleteUser } from '../../../shared/contracts/accounts/admin';
import { recordAudit } from '../../audit';
import { users } from '../../db/schema';
import { forgetUser } from '../forget-user';
import { authorize } from '../../policies';
import { deleteUserFiles } from '../../uploads';
import { implement } from '../../callables/implement';

export const deleteUserFunction = implement(deleteUser, async ({ userId }, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    authorize(ctx.user, 'user.delete', found);
    // Sessions, sign-in accounts, models with their file, preview and counter rows go with the user
    // (ON DELETE CASCADE); forgetUser first moves the counts that would leave wrong, locking in the
    // order every count keeps (decision 027), and checks again on the locked row.
    const target = await forgetUser(tx, ctx.jobs, userId, ctx.user.id, (locked) => authorize(ctx.user, 'user.delete', locked));
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'user.delete',
      target: { type: 'user', id: userId },
      before: { email: target.email, username: target.username, role: target.role },
      after: null,
    });
  });
  // SPEC §8: a storage failure is logged and does not fail the call.
  await deleteUserFiles({ storage: ctx.storage, config: ctx.config, log: ctx.log }, userId);
  return { success: true as const };
});
