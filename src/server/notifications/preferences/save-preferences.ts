import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationCategory,
  type NotificationFrequency,
  type NotificationPreferences,
  type QuietHours,
} from '../../../shared/constants/notification-rules';
import type { Db } from '../../db/database';
import { notificationPreferences } from '../../db/schema';
import { readPreferences } from './read-preferences';

export interface PreferenceChanges {
  email?: Partial<Record<NotificationCategory, boolean>> | undefined;
  inApp?: Partial<Record<NotificationCategory, boolean>> | undefined;
  frequency?: NotificationFrequency | undefined;
  quietHours?: Partial<QuietHours> | undefined;
}

const defined = <T extends object>(value: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Applies some changes on top of what is saved (or the defaults); security stays on whatever is asked. */
export function mergePreferences(current: NotificationPreferences, changes: PreferenceChanges): NotificationPreferences {
  return {
    email: { ...current.email, ...defined(changes.email), security: true },
    inApp: { ...current.inApp, ...defined(changes.inApp), security: true },
    frequency: changes.frequency ?? current.frequency,
    quietHours: { ...current.quietHours, ...defined(changes.quietHours) },
  };
}

/**
 * Saves a partial change as one row per person. The row is made (with the defaults) and locked
 * before it is read, so two changes sent at once (two tabs, two switches) both land instead of the
 * second overwriting the first with what it read before the first was saved.
 */
export async function savePreferences(db: Db, userId: string, changes: PreferenceChanges): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const { email, inApp, frequency, quietHours } = DEFAULT_NOTIFICATION_PREFERENCES;
    await tx.insert(notificationPreferences).values({ userId, email, inApp, frequency, quietHours }).onConflictDoNothing();
    await tx.select({ userId: notificationPreferences.userId }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).for('update');
    const merged = mergePreferences(await readPreferences(tx, userId), changes);
    await tx
      .update(notificationPreferences)
      .set({ email: merged.email, inApp: merged.inApp, frequency: merged.frequency, quietHours: merged.quietHours, updatedAt: new Date() })
      .where(eq(notificationPreferences.userId, userId));
    return merged;
  });
}
