import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { alerts } from '../db/schema';

export interface SystemAlert {
  kind: string;
  severity: 'info' | 'warning' | 'critical';
  title: string;
  message: string;
  actionUrl?: string | null;
  /** One unread alert per key: a repeat counts as another occurrence of it, with the latest message. */
  dedupeKey: string;
}

/** The system raises an alert (issue 16 item 6); in the caller's transaction when given one. */
export async function raiseAlert(db: Db | Tx, alert: SystemAlert): Promise<void> {
  await db
    .insert(alerts)
    .values({ kind: alert.kind, severity: alert.severity, title: alert.title, message: alert.message, actionUrl: alert.actionUrl ?? null, dedupeKey: alert.dedupeKey })
    .onConflictDoUpdate({
      target: alerts.dedupeKey,
      targetWhere: sql`read_state = 'unread' and dedupe_key is not null`,
      set: { occurrences: sql`${alerts.occurrences} + 1`, message: alert.message, severity: alert.severity, lastSeenAt: sql`now()` },
    });
}
