import { AppError } from '../../../shared/app-error';
import { runCleanup, type CleanupTask } from '../../../shared/contracts/accounts/cleanup';
import { recordAudit } from '../../audit';
import { findUnverifiedAccounts } from '../../cleanup';
import { forgetUser } from '../forget-user';
import { findOrphanedFiles, sweepOrphanedFiles } from '../../models';
import { deleteUserFiles } from '../../uploads';
import { implement, type SignedInContext } from '../../callables/implement';

const changed = (task: CleanupTask, now: number, expected: number) =>
  new AppError('already-exists', `expected: ${task} would remove ${now} now, not ${expected} as the dry run showed; preview again`);

/** Each unverified account goes in its own transaction, checked again on its locked row, as an admin's deleteUser does. */
async function removeUnverified(ctx: SignedInContext, days: number, expected: number): Promise<string[]> {
  const accounts = await findUnverifiedAccounts(ctx.db, days);
  if (accounts.length > expected) throw changed('unverified-accounts', accounts.length, expected);
  const removed: string[] = [];
  for (const account of accounts) {
    const gone = await ctx.db.transaction(async (tx) => {
      const still = await findUnverifiedAccounts(tx, days, account.id);
      if (still.length === 0) return false;
      await forgetUser(tx, ctx.jobs, account.id, ctx.user.id, (locked) => {
        if (!locked || locked.isVerified) throw new AppError('already-exists', 'changed meanwhile');
      });
      return true;
    });
    if (!gone) continue;
    removed.push(account.id);
    await deleteUserFiles({ storage: ctx.storage, config: ctx.config, log: ctx.log }, account.id);
  }
  return removed;
}

/** Runs one task of /admin/cleanup, refusing when more would go than its dry run showed. */
export const runCleanupFunction = implement(runCleanup, async ({ task, expected, unverifiedDays }, ctx) => {
  let removed: number;
  let details: Record<string, unknown> = {};
  if (task === 'orphaned-files') {
    const olderThan = new Date(Date.now() - ctx.config.orphanGraceMs);
    const found = (await findOrphanedFiles(ctx, olderThan)).length;
    if (found > expected) throw changed(task, found, expected);
    removed = await sweepOrphanedFiles(ctx, olderThan, { temp: false });
  } else if (task === 'abandoned-uploads') {
    const found = (await ctx.uploads.findExpired()).length;
    if (found > expected) throw changed(task, found, expected);
    removed = await ctx.uploads.sweepExpired();
  } else {
    const ids = await removeUnverified(ctx, unverifiedDays, expected);
    removed = ids.length;
    details = { unverifiedDays, userIds: ids };
  }
  await ctx.db.transaction((tx) =>
    recordAudit(tx, { actorId: ctx.user.id, action: `cleanup.${task}`, target: { type: 'cleanup', id: task }, before: { expected }, after: { removed }, details }),
  );
  return { success: true as const, task, removed };
});
