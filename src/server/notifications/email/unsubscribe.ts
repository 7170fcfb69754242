import { eq } from 'drizzle-orm';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../../../shared/constants/notification-rules';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { savePreferences } from '../preferences/save-preferences';
import type { UnsubscribeClaim } from './unsubscribe-token';

/** The categories a claim turns off: its own, or every one but security (which cannot be). */
export function categoriesOf(claim: UnsubscribeClaim): NotificationCategory[] {
  return claim.scope === 'all' ? NOTIFICATION_CATEGORIES.filter((c) => c !== 'security') : [claim.scope];
}

/** Turns the claim's e-mails off; the same link used again changes nothing more. False when the account is gone. */
export async function applyUnsubscribe(db: Db, claim: UnsubscribeClaim): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId)).limit(1);
  if (!user) return false;
  await savePreferences(db, claim.userId, { email: Object.fromEntries(categoriesOf(claim).map((c) => [c, false])) });
  return true;
}
