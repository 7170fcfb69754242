import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/constants/roles';
import { recordAudit } from '../../audit';
import { users } from '../../db/schema';
import { authorize } from '../../policies';
import type { SignedInContext } from '../../callables/implement';

/** The one way a role changes: checked, written with its audit entry in one transaction. */
export async function changeUserRole(ctx: SignedInContext, userId: string, newRole: Role, action: string) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    const target = found && { ...found, newRole };
    authorize(ctx.user, 'user.changeRole', target);
    const isAdmin = newRole !== 'user';
    await tx.update(users).set({ role: newRole, isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action,
      target: { type: 'user', id: userId },
      before: { role: target.role, isAdmin: target.isAdmin },
      after: { role: newRole, isAdmin },
    });
    return { success: true as const, role: newRole, isAdmin };
  });
}
