import { count, eq } from 'drizzle-orm';
import { deleteUser } from '../../../shared/contracts/accounts/admin';
import { auditLog, models, users } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { authorize } from '../../policies/authorize';
import { deleteUserFiles } from '../../storage/delete-user-files';
import { implement } from '../implement';

export const deleteUserFunction = implement(deleteUser, async ({ userId }, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    authorize(ctx.user, 'user.delete', target);
    const [owned] = await tx.select({ n: count() }).from(models).where(eq(models.userId, userId));
    // Sessions, sign-in accounts, models with their file, preview and counter rows go with the user
    // (ON DELETE CASCADE): the user's row is locked first, then the models, then their counter
    // shards, the lock order the counter roll-up keeps too (decision 027).
    await tx.delete(users).where(eq(users.id, userId));
    await recordEvent(tx, ctx.jobs, { type: 'user.deleted', subjectId: userId, actorId: ctx.user.id, data: { models: owned?.n ?? 0 } });
    await tx.insert(auditLog).values({
      actorId: ctx.user.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      details: { email: target.email, username: target.username, role: target.role },
    });
  });
  // SPEC §8: a storage failure is logged and does not fail the call.
  await deleteUserFiles({ storage: ctx.storage, uploadsDir: ctx.config.uploads.dir, log: ctx.log }, userId);
  return { success: true as const };
});
