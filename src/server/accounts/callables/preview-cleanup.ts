import { previewCleanup } from '../../../shared/contracts/accounts/cleanup';
import { findUnverifiedAccounts } from '../../cleanup';
import { findOrphanedFiles } from '../../models';
import { implement } from '../../callables/implement';

/** /admin/cleanup's dry run: what each task would remove now, from the same finders the tasks use. */
export const previewCleanupFunction = implement(previewCleanup, async ({ unverifiedDays }, ctx) => {
  const [orphans, uploads, accounts] = await Promise.all([
    findOrphanedFiles(ctx, new Date(Date.now() - ctx.config.orphanGraceMs)),
    ctx.uploads.findExpired(),
    findUnverifiedAccounts(ctx.db, unverifiedDays),
  ]);
  return {
    success: true as const,
    preview: {
      orphanedFiles: { count: orphans.length, bytes: orphans.reduce((sum, o) => sum + o.size, 0), sample: orphans.slice(0, 10).map((o) => o.key) },
      abandonedUploads: { count: uploads.length, bytes: uploads.reduce((sum, u) => sum + u.bytes, 0) },
      unverifiedAccounts: {
        count: accounts.length,
        sample: accounts.slice(0, 10).map((a) => ({ uid: a.id, email: a.email, displayName: a.displayName, createdAt: a.createdAt.toISOString() })),
      },
    },
  };
});
