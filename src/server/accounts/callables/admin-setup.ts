import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { completeAdminSetup, getSetupStatus } from '../../../shared/contracts/accounts/admin';
import { recordAudit } from '../../audit';
import { siteSettings, users } from '../../db/schema';
import { implement } from '../../callables/implement';

const SETUP_KEY = 'setup.firstSuperAdmin';

export const getSetupStatusFunction = implement(getSetupStatus, async (_input, ctx) => {
  const [superAdmin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
  return { needsSetup: !superAdmin };
});

/**
 * First run (DESIGN "Running"): the first signed-in account to ask becomes super admin. The
 * settings row is the once-only latch: a second caller, even a simultaneous one, finds it taken.
 */
export const completeAdminSetupFunction = implement(completeAdminSetup, async (_input, ctx) => {
  return ctx.db.transaction(async (tx) => {
    const [superAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
    const claimed = superAdmin
      ? []
      : await tx
          .insert(siteSettings)
          .values({ key: SETUP_KEY, value: { userId: ctx.user.id, at: new Date().toISOString() } })
          .onConflictDoNothing()
          .returning();
    if (claimed.length === 0) throw new AppError('already-exists', 'Setup is already complete: this site has a super admin.');
    await tx.update(users).set({ role: 'super_admin', isAdmin: true, updatedAt: new Date() }).where(eq(users.id, ctx.user.id));
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'setup.super_admin',
      target: { type: 'user', id: ctx.user.id },
      before: { role: ctx.user.role, isAdmin: ctx.user.isAdmin },
      after: { role: 'super_admin', isAdmin: true },
    });
    return { success: true as const, role: 'super_admin' as const };
  });
});
