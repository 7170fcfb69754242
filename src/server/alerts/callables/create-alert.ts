import { createAlert } from '../../../shared/contracts/alerts/alerts';
import { toAlertItem } from '../alert-items';
import { recordAudit } from '../../audit';
import { alerts } from '../../db/schema';
import { implement } from '../../callables/implement';

/** An admin's alert for the others: never merged with another (no dedupe key). */
export const createAlertFunction = implement(createAlert, async ({ title, message, severity, actionUrl }, ctx) => {
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(alerts).values({ kind: 'admin', severity, title, message, actionUrl: actionUrl ?? null, createdBy: ctx.user.id }).returning();
    await recordAudit(tx, { actorId: ctx.user.id, action: 'alert.create', target: { type: 'alert', id: String(created!.id) }, before: null, after: { title, severity } });
    return created!;
  });
  return { success: true as const, alert: toAlertItem(row, { id: ctx.user.id, displayName: ctx.user.displayName }) };
});
