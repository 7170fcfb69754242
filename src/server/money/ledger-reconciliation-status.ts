import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteSettings } from '../db/schema';

/** The one row where the hourly task leaves its last verdict, for every node's /metrics to read. */
const STATUS_KEY = 'ledger.reconciliation';

export interface ReconciliationStatus {
  balanced: boolean;
  checkedAt: Date;
}

/** Notes the verdict of a reconciliation that just ran (one small upsert an hour). */
export async function recordReconciliationStatus(db: Db, balanced: boolean, checkedAt = new Date()): Promise<void> {
  const value = { balanced, checkedAt: checkedAt.toISOString() };
  await db
    .insert(siteSettings)
    .values({ key: STATUS_KEY, value, updatedAt: checkedAt })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`excluded.updated_at` } });
}

/** The last verdict, whichever node reached it; null before the first reconciliation. */
export async function lastReconciliationStatus(db: Db): Promise<ReconciliationStatus | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, STATUS_KEY));
  const value = row?.value as { balanced?: unknown; checkedAt?: unknown } | undefined;
  if (typeof value?.balanced !== 'boolean' || typeof value.checkedAt !== 'string') return null;
  return { balanced: value.balanced, checkedAt: new Date(value.checkedAt) };
}
