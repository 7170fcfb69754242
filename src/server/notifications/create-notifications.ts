import { eq } from 'drizzle-orm';
import { NOTIFICATION_GROUPING_DELAY_MS } from '../../shared/constants/notification-rules';
import { isAdminUser } from '../../shared/constants/roles';
import { notifications, users, type DomainEventRow } from '../db/schema';
import { newId } from '../models/new-id';
import type { Services } from '../services';
import { draftNotifications, type NotificationDraft } from './draft-notifications';
import { announceNotificationChange } from './announce-change';
import { GROUPING_QUEUE, type GroupingJob } from './notification-queues';
import { actorNameOf } from './notification-texts';
import { readPreferences } from './preferences/read-preferences';

type Recipient = Pick<typeof users.$inferSelect, 'id' | 'role' | 'isAdmin'>;

/** Never about a model the recipient cannot see: a private model only to its owner (and admins). */
function maySee(recipient: Recipient, draft: NotificationDraft): boolean {
  const model = draft.model;
  return !model || model.visibility === 'public' || model.userId === recipient.id || isAdminUser(recipient);
}

/**
 * The notifications consumer (issue 13 items 1–2): turns one domain event into its notifications.
 * The actor is never told of their own action; a recipient whose in-app switch for the category
 * is off gets none (SPEC §4), except security alerts, which always go. Each is written with the
 * event's id, so a retried job writes nothing twice (the unique key on event and recipient). Its
 * e-mail is marked due when the recipient's e-mail switch is on; the mail jobs send it.
 * Answers the ids written.
 */
export async function createNotificationsFor(services: Services, event: DomainEventRow): Promise<string[]> {
  const { db } = services;
  const [actor] = event.actorId
    ? await db.select({ displayName: users.displayName, username: users.username, photoURL: users.photoURL, avatar: users.avatar }).from(users).where(eq(users.id, event.actorId)).limit(1)
    : [];
  // An actor who is gone (their account deleted meanwhile) leaves no one to speak of.
  if (event.actorId && !actor) return [];
  const drafts = await draftNotifications(db, event, actorNameOf(actor));
  const written: string[] = [];
  for (const draft of drafts) {
    if (draft.recipientId === event.actorId) continue;
    const [recipient] = await db.select({ id: users.id, role: users.role, isAdmin: users.isAdmin }).from(users).where(eq(users.id, draft.recipientId)).limit(1);
    if (!recipient || !maySee(recipient, draft)) continue;
    const security = draft.category === 'security';
    const preferences = await readPreferences(db, recipient.id, services.log);
    if (!security && !preferences.inApp[draft.category]) continue;
    const emailDue = security || preferences.email[draft.category];
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({
          id: newId(),
          recipientId: recipient.id,
          type: draft.type,
          category: draft.category,
          actorId: event.actorId,
          actorName: event.actorId ? actorNameOf(actor) : '',
          actorAvatar: actor?.photoURL ?? actor?.avatar ?? null,
          modelId: draft.model?.id ?? null,
          modelTitle: draft.model?.title ?? null,
          modelThumbnail: draft.model?.thumbnail ?? null,
          message: draft.message,
          actionUrl: draft.actionUrl,
          priority: draft.priority,
          // When it happened, not when the job ran: grouping's window is about the events.
          createdAt: event.createdAt,
          groupKey: draft.groupKey ?? null,
          milestone: draft.milestone ?? null,
          rating: draft.rating ?? null,
          securityEvent: draft.securityEvent ?? null,
          details: draft.details ?? {},
          collectionId: draft.collectionId ?? null,
          collectionName: draft.collectionName ?? null,
          sourceEventId: event.id,
          emailState: emailDue ? 'due' : 'none',
          emailDueAt: emailDue ? new Date() : null,
        })
        .onConflictDoNothing({ target: [notifications.sourceEventId, notifications.recipientId] })
        .returning({ id: notifications.id });
      // Grouping looks one second later (SPEC §9), once this row and its neighbours are committed.
      if (row && draft.groupKey) {
        const job: GroupingJob = { recipientId: recipient.id, groupKey: draft.groupKey };
        await services.jobs.sendInTransaction(tx, GROUPING_QUEUE, job, { startAfterSeconds: NOTIFICATION_GROUPING_DELAY_MS / 1000 });
      }
      return row?.id;
    });
    if (id) {
      written.push(id);
      await announceNotificationChange(services, recipient.id);
    }
  }
  return written;
}

/**
 * The consumer's entry: SPEC §8, a notification that cannot be written is logged and never fails
 * the action (which committed long before, in its own transaction). The job is still failed, so
 * pg-boss tries it again later; the unique key makes the retry write only what is missing.
 */
export async function notifyOfEvent(services: Services, event: DomainEventRow): Promise<void> {
  try {
    await createNotificationsFor(services, event);
  } catch (error) {
    services.log.error({ err: error, eventId: event.id, eventType: event.type }, 'notifications for an event could not be written; the job will retry');
    throw error;
  }
}
