import { inArray } from 'drizzle-orm';
import { NOTIFICATION_GROUPING_DELAY_MS } from '../../shared/constants/notification-rules';
import { isAdminUser } from '../../shared/constants/roles';
import type { Tx } from '../db/database';
import { comments, notifications, users } from '../db/schema';
import { newId } from '../db/new-id';
import type { Services } from '../services';
import { draftNotifications, loadModel, type NotificationDraft, type NotificationEvent } from './draft-notifications';
import { announceNotificationChange } from './announce-change';
import { GROUPING_QUEUE, type GroupingJob } from './notification-queues';
import { actorNameOf } from './notification-texts';
import { isPublicModel } from '../../shared/policies/model-visibility';
import { readPreferences } from './preferences/read-preferences';

type Recipient = Pick<typeof users.$inferSelect, 'id' | 'role' | 'isAdmin'>;

/** Never about a model the recipient cannot see: a private model only to its owner (and admins). */
function maySee(recipient: Recipient, draft: NotificationDraft): boolean {
  const model = draft.model;
  return !model || isPublicModel(model) || model.userId === recipient.id || isAdminUser(recipient);
}

/** Each key's answer read once per batch (a storm of likes on one model reads it once). */
function onceEach<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const answers = new Map<string, Promise<V>>();
  return (key) => {
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = load(key)));
    return answer;
  };
}

type Actor = { displayName: string | null; username: string | null; photoURL: string | null; avatar: string | null };

/**
 * The notifications consumer (issue 13 items 1–2): turns a batch of domain events into their
 * notifications, in one transaction. The actor is never told of their own action, except by a
 * receipt (a draft marked ownAction: a withdrawal request's); a recipient whose in-app switch for
 * the category is off gets none (SPEC §4), except security alerts, which always go. Each is
 * written with its event's id, so a retried batch writes nothing twice (the unique key on event
 * and recipient), and what can be toggled is told once per actor (the once key). Its e-mail is
 * marked due when the recipient's e-mail switch is on; the mail jobs send it. A batch reads each
 * actor, model, recipient and preference once, so a like storm costs a few statements per batch
 * rather than ten per like. Answers the ids written.
 */
export async function createNotificationsForEvents(services: Services, events: NotificationEvent[]): Promise<string[]> {
  const { db } = services;
  const actorIds = [...new Set(events.flatMap((event) => (event.actorId ? [event.actorId] : [])))];
  const actors = new Map<string, Actor>(
    actorIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, displayName: users.displayName, username: users.username, photoURL: users.photoURL, avatar: users.avatar })
            .from(users)
            .where(inArray(users.id, actorIds))
        ).map(({ id, ...actor }) => [id, actor]),
  );
  const findModel = onceEach((id) => loadModel(db, id));
  const planned: { event: NotificationEvent; actor: Actor | undefined; draft: NotificationDraft }[] = [];
  for (const event of events) {
    const actor = event.actorId ? actors.get(event.actorId) : undefined;
    // An actor who is gone (their account deleted meanwhile) leaves no one to speak of.
    if (event.actorId && !actor) continue;
    const drafts = await draftNotifications(db, event, actorNameOf(actor), (id) => (id ? findModel(id) : Promise.resolve(undefined)));
    for (const draft of drafts) if (draft.recipientId !== event.actorId || draft.ownAction) planned.push({ event, actor: draft.ownAction ? undefined : actor, draft });
  }
  if (planned.length === 0) return [];

  const recipientIds = [...new Set(planned.map(({ draft }) => draft.recipientId))];
  const recipients = new Map(
    (await db.select({ id: users.id, role: users.role, isAdmin: users.isAdmin }).from(users).where(inArray(users.id, recipientIds))).map((row) => [row.id, row]),
  );
  const preferencesOf = onceEach((id) => readPreferences(db, id, services.log));
  const values: (typeof notifications.$inferInsert)[] = [];
  for (const { event, actor, draft } of planned) {
    const recipient = recipients.get(draft.recipientId);
    if (!recipient || !maySee(recipient, draft)) continue;
    const security = draft.category === 'security';
    const preferences = await preferencesOf(recipient.id);
    if (!security && !preferences.inApp[draft.category]) continue;
    const emailDue = security || preferences.email[draft.category];
    values.push({
      id: newId(),
      recipientId: recipient.id,
      type: draft.type,
      category: draft.category,
      actorId: actor ? event.actorId : null,
      actorName: actor ? actorNameOf(actor) : '',
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
      onceKey: draft.onceKey ?? null,
      emailState: emailDue ? 'due' : 'none',
      emailDueAt: emailDue ? new Date() : null,
    });
  }
  if (values.length === 0) return [];

  const written = await db.transaction(async (tx) => {
    const kept = await withCommentsStanding(tx, values);
    if (kept.length === 0) return [];
    const rows = await tx
      .insert(notifications)
      .values(kept)
      // Either key: the event's (a retried batch) or the once key (liked again, re-followed, re-added).
      .onConflictDoNothing()
      .returning({ id: notifications.id, recipientId: notifications.recipientId, groupKey: notifications.groupKey });
    // Grouping looks one second later (SPEC §9), once these rows and their neighbours are committed:
    // one job for each recipient and key the batch wrote to.
    const groups = new Map(rows.filter((row) => row.groupKey).map((row) => [JSON.stringify([row.recipientId, row.groupKey]), row]));
    for (const row of groups.values()) {
      const job: GroupingJob = { recipientId: row.recipientId, groupKey: row.groupKey! };
      await services.jobs.sendInTransaction(tx, GROUPING_QUEUE, job, { startAfterSeconds: NOTIFICATION_GROUPING_DELAY_MS / 1000 });
    }
    return rows;
  });
  for (const recipientId of new Set(written.map((row) => row.recipientId))) await announceNotificationChange(services, recipientId);
  return written.map((row) => row.id);
}

/**
 * The notices about comments whose comments still stand, each such comment locked against deletion
 * until these rows are written. The drafts read the comments earlier, outside this transaction: a
 * comment deleted since would leave its notice behind the deletion's own clean-up (which removes
 * notices in the deleting transaction). Locked here, a deletion already under way is waited for and
 * its comment found gone; one that comes after waits for these rows and removes them with the rest.
 */
async function withCommentsStanding(tx: Tx, values: (typeof notifications.$inferInsert)[]): Promise<(typeof notifications.$inferInsert)[]> {
  const commentOf = (value: typeof notifications.$inferInsert) => (value.details as { commentId?: string } | undefined)?.commentId;
  const ids = [...new Set(values.map(commentOf).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return values;
  const standing = new Set((await tx.select({ id: comments.id }).from(comments).where(inArray(comments.id, ids)).for('key share')).map((row) => row.id));
  return values.filter((value) => {
    const id = commentOf(value);
    return !id || standing.has(id);
  });
}

/** The notifications of one event (tests, and a single retried job). */
export function createNotificationsFor(services: Services, event: NotificationEvent): Promise<string[]> {
  return createNotificationsForEvents(services, [event]);
}

/**
 * The consumer's entry: SPEC §8, a notification that cannot be written is logged and never fails
 * the action (which committed long before, in its own transaction). The job is still failed, so
 * pg-boss tries it again later; the unique key makes the retry write only what is missing.
 */
export async function notifyOfEvents(services: Services, events: NotificationEvent[]): Promise<void> {
  try {
    await createNotificationsForEvents(services, events);
  } catch (error) {
    services.log.error({ err: error, eventIds: events.map((event) => event.id) }, 'notifications for events could not be written; the jobs will retry');
    throw error;
  }
}
