import { count, desc, eq } from 'drizzle-orm';
import { getAlerts } from '../../../shared/contracts/alerts/alerts';
import { toAlertItem } from '../alert-items';
import { alerts, users } from '../../db/schema';
import { implement } from '../../callables/implement';

export const getAlertsFunction = implement(getAlerts, async ({ status, limit, offset }, ctx) => {
  const rows = await ctx.db
    .select({ alert: alerts, creator: { id: users.id, displayName: users.displayName } })
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.createdBy))
    .where(status === 'unread' ? eq(alerts.read, 'unread') : undefined)
    .orderBy(desc(alerts.lastSeenAt), desc(alerts.id))
    .limit(limit)
    .offset(offset);
  const [unread] = await ctx.db.select({ n: count() }).from(alerts).where(eq(alerts.read, 'unread'));
  return { success: true as const, alerts: rows.map(({ alert, creator }) => toAlertItem(alert, creator)), unreadCount: unread?.n ?? 0 };
});
