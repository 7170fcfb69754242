import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { NOTIFICATION_GROUPING_DELAY_MS, type NotificationPreferences } from '../../../shared/constants/notification-rules';
import { notifications, type NotificationRow } from '../../db/schema';
import { readPreferences } from '../preferences/read-preferences';
import { collapseIntoGroups, linksFor, listUnsubscribeHeaders, recipientsOf, unsubscribeUrl, type EmailDeps } from './email-deps';
import { notificationEmail } from './notification-email';
import { quietHoursEnd } from './quiet-hours';
import type { UnsubscribeScope } from './unsubscribe-token';

/** Grouping runs a second after a like, follow or comment (SPEC §9); its e-mail waits a little longer, to go out as the group. */
const GROUPING_SETTLE_MS = NOTIFICATION_GROUPING_DELAY_MS + 4_000;

export interface DueEmailsOutcome {
  /** E-mails handed to the delivery path (decision 052), which sends them. */
  sent: number;
  held: number;
  digest: number;
  dropped: number;
}

type Decision = { state: 'send' } | { state: 'held'; until: Date } | { state: 'digest' } | { state: 'none' };

/** What becomes of one due notification's e-mail now, by its recipient's preferences as they are now. */
function decide(row: NotificationRow, preferences: NotificationPreferences, verified: boolean | undefined, now: Date): Decision {
  if (!verified) return { state: 'none' };
  // SPEC §9: security alerts go out regardless of preferences and quiet hours.
  if (row.category === 'security') return { state: 'send' };
  if (!preferences.email[row.category as keyof NotificationPreferences['email']]) return { state: 'none' };
  const until = quietHoursEnd(now, preferences.quietHours);
  if (until) return { state: 'held', until };
  if (preferences.frequency !== 'realtime') return { state: 'digest' };
  return { state: 'send' };
}

/**
 * The realtime e-mail task: claims the notifications whose e-mail is due (or whose quiet hours
 * are over), decides each one by its recipient's preferences as they are now, and hands the ones
 * to send to the e-mail delivery path. Claiming locks rows with SKIP LOCKED, and the e-mails are
 * written in the same transaction that marks them sent (decision 052): two nodes (or two
 * overlapping runs) never mail the same notification, and a crash cannot lose one. Delivery is
 * then tried at once; what fails is retried by the delivery queue, not here.
 */
export async function sendDueNotificationEmails(deps: EmailDeps, now = new Date(), batch = 200): Promise<DueEmailsOutcome> {
  const outcome: DueEmailsOutcome = { sent: 0, held: 0, digest: 0, dropped: 0 };
  const toSend = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.emailState, ['due', 'held']),
          lte(notifications.emailDueAt, now),
          or(isNull(notifications.groupKey), eq(notifications.grouped, true), lte(notifications.createdAt, new Date(now.getTime() - GROUPING_SETTLE_MS))),
        ),
      )
      .orderBy(asc(notifications.emailDueAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    const recipientIds = [...new Set(rows.map((row) => row.recipientId))];
    const recipients = await recipientsOf(tx, recipientIds);
    const preferences = new Map<string, NotificationPreferences>();
    for (const id of recipientIds) preferences.set(id, await readPreferences(tx, id, deps.log));
    const sending: NotificationRow[] = [];
    for (const row of rows) {
      const decision = decide(row, preferences.get(row.recipientId)!, recipients.get(row.recipientId)?.verified, now);
      if (decision.state === 'send') sending.push(row);
      else if (decision.state === 'held') outcome.held += 1;
      else if (decision.state === 'digest') outcome.digest += 1;
      else outcome.dropped += 1;
      const set =
        decision.state === 'send'
          ? { emailState: 'sent' as const, emailDueAt: null }
          : decision.state === 'held'
            ? { emailState: 'held' as const, emailDueAt: decision.until }
            : { emailState: decision.state, emailDueAt: null };
      await tx.update(notifications).set(set).where(eq(notifications.id, row.id));
    }
    // One e-mail per recipient and notification; a group's members due together make one e-mail.
    const byRecipient = new Map<string, NotificationRow[]>();
    for (const row of sending) byRecipient.set(row.recipientId, [...(byRecipient.get(row.recipientId) ?? []), row]);
    const enqueued: (string | null)[] = [];
    for (const [recipientId, rowsOfOne] of byRecipient) {
      const address = recipients.get(recipientId)!.email;
      for (const item of await collapseIntoGroups(tx, rowsOfOne)) {
        const email = notificationEmail(item, linksFor(deps, recipientId));
        const headers = item.category === 'security' ? undefined : listUnsubscribeHeaders(unsubscribeUrl(deps, recipientId, item.category as UnsubscribeScope));
        // A notification is mailed once: its id (the first of a group's) is the e-mail's key.
        const key = `notification:${[...item.ids].sort()[0]}`;
        enqueued.push(await deps.mailer.enqueue(tx, { to: address, kind: `notification:${item.type}`, key, ...email, ...(headers ? { headers } : {}) }));
      }
    }
    return enqueued;
  });
  outcome.sent = toSend.filter((id) => id !== null).length;
  await deps.mailer.deliverNow(toSend);
  return outcome;
}
