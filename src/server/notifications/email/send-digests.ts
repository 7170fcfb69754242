import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '../../../shared/constants/notification-rules';
import { notificationPreferences, notifications } from '../../db/schema';
import { readPreferences } from '../preferences/read-preferences';
import { collapseIntoGroups, linksFor, listUnsubscribeHeaders, recipientsOf, unsubscribeUrl, type EmailDeps } from './email-deps';
import { digestEmail } from './notification-email';
import { quietHoursEnd } from './quiet-hours';

export type DigestFrequency = 'daily' | 'weekly';
export const DIGEST_PERIOD_MS: Record<DigestFrequency, number> = { daily: 86_400_000, weekly: 7 * 86_400_000 };

/**
 * Notifications waiting for a digest whose recipient has since gone back to realtime e-mail are
 * due now instead (the realtime task sends them), so none waits for a digest that never comes.
 */
async function releaseForRealtime(deps: EmailDeps, now: Date): Promise<void> {
  const digesting = deps.db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.frequency, ['daily', 'weekly']));
  await deps.db
    .update(notifications)
    .set({ emailState: 'due', emailDueAt: now })
    .where(and(eq(notifications.emailState, 'digest'), notInArray(notifications.recipientId, digesting)));
}

/**
 * The daily or weekly digest task: one e-mail per person whose period has passed since their last
 * digest (or since they chose the frequency), gathering every notification marked 'digest'.
 * Each person is claimed by moving their lastDigestAt with a conditional UPDATE … RETURNING, in one
 * transaction with marking their notifications sent and writing the digest to the e-mail delivery
 * path (decision 052): of two runs at once (two nodes, or a run still going when the next starts)
 * only one gets the row, so each digest goes out once, and a crash after the commit cannot lose
 * it. A digest that comes due during the person's quiet hours waits until they end.
 */
export async function sendDigests(deps: EmailDeps, frequency: DigestFrequency, now = new Date(), batch = 200): Promise<{ sent: number }> {
  const outcome = { sent: 0 };
  await releaseForRealtime(deps, now);
  const cutoff = new Date(now.getTime() - DIGEST_PERIOD_MS[frequency]);
  const periodStart = sql`coalesce(${notificationPreferences.lastDigestAt}, ${notificationPreferences.updatedAt})`;
  const candidates = await deps.db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.frequency, frequency),
        lte(periodStart, cutoff),
        sql`exists (select 1 from ${notifications} where ${notifications.recipientId} = ${notificationPreferences.userId} and ${notifications.emailState} = 'digest')`,
      ),
    )
    .limit(batch);

  for (const candidate of candidates) {
    const preferences: NotificationPreferences = await readPreferences(deps.db, candidate.userId, deps.log);
    if (quietHoursEnd(now, preferences.quietHours)) continue;
    const claimed = await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(notificationPreferences)
        .set({ lastDigestAt: now })
        .where(and(eq(notificationPreferences.userId, candidate.userId), eq(notificationPreferences.frequency, frequency), lte(periodStart, cutoff)))
        .returning({ userId: notificationPreferences.userId });
      if (!taken) return null;
      const rows = await tx
        .update(notifications)
        .set({ emailState: 'sent', emailDueAt: null })
        .where(and(eq(notifications.recipientId, candidate.userId), eq(notifications.emailState, 'digest'), lte(notifications.createdAt, now)))
        .returning();
      const recipient = (await recipientsOf(tx, [candidate.userId])).get(candidate.userId);
      // Categories switched off since (an unsubscribe link, the settings page) are left out, as is everyone unverified.
      const kept = recipient?.verified ? rows.filter((row) => preferences.email[row.category as keyof NotificationPreferences['email']]) : [];
      const left = rows.filter((row) => !kept.includes(row)).map((row) => row.id);
      if (left.length > 0) await tx.update(notifications).set({ emailState: 'none' }).where(inArray(notifications.id, left));
      if (kept.length === 0) return null;
      const email = digestEmail(frequency, await collapseIntoGroups(tx, kept), kept.length, linksFor(deps, candidate.userId));
      return deps.mailer.enqueue(tx, {
        to: recipient!.email,
        kind: `notification-digest:${frequency}`,
        // One digest per person and period: the claim's moment names the period.
        key: `notification-digest:${frequency}:${candidate.userId}:${now.toISOString()}`,
        ...email,
        headers: listUnsubscribeHeaders(unsubscribeUrl(deps, candidate.userId, 'all')),
      });
    });
    if (!claimed) continue;
    outcome.sent += 1;
    await deps.mailer.deliverNow([claimed]);
  }
  return outcome;
}
