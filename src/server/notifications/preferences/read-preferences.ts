import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CATEGORIES,
  type NotificationPreferences,
} from '../../../shared/constants/notification-rules';
import type { Db, Tx } from '../../db/database';
import { notificationPreferences } from '../../db/schema';

/**
 * A person's notification preferences: their row, with SPEC §9's default for any category it does
 * not name (a category added later starts at its default), or the defaults when they never chose
 * or the row cannot be read (SPEC §8: "Permission-denied reading notification preferences yields
 * defaults"; the failure is logged).
 */
export async function readPreferences(db: Db | Tx, userId: string, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<NotificationPreferences> {
  try {
    const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
    if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
    const pick = (chosen: Partial<Record<string, boolean>>, defaults: Record<string, boolean>) =>
      Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, typeof chosen[c] === 'boolean' ? chosen[c] : defaults[c]])) as NotificationPreferences['email'];
    return {
      email: pick(row.email, DEFAULT_NOTIFICATION_PREFERENCES.email),
      inApp: pick(row.inApp, DEFAULT_NOTIFICATION_PREFERENCES.inApp),
      frequency: row.frequency,
      quietHours: { ...DEFAULT_NOTIFICATION_PREFERENCES.quietHours, ...row.quietHours },
    };
  } catch (error) {
    log?.warn({ err: error, userId }, 'notification preferences could not be read; using the defaults');
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
}
