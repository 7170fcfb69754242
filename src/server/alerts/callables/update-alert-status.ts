import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { updateAlertStatus } from '../../../shared/contracts/alerts/alerts';
import { toAlertItem } from '../alert-items';
import { alerts, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { implement } from '../../callables/implement';

/** SPEC §7 updateAlertStatus (alertId, read). Reopening one whose kind has a newer unread alert is refused: that one carries on. */
export const updateAlertStatusFunction = implement(updateAlertStatus, async ({ alertId, read }, ctx) => {
  const set = read ? { read: 'read' as const, readBy: ctx.user.id, readAt: new Date() } : { read: 'unread' as const, readBy: null, readAt: null };
  const [row] = await ctx.db
    .update(alerts)
    .set(set)
    .where(eq(alerts.id, Number(alertId)))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('already-exists', 'alertId: a newer unread alert of the same kind is open');
      throw error;
    });
  if (!row) throw new AppError('not-found', 'alertId: no such alert');
  const [creator] = row.createdBy ? await ctx.db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.id, row.createdBy)) : [];
  return { success: true as const, alert: toAlertItem(row, creator ?? null) };
});
