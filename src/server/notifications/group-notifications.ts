import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_GROUPING_WINDOW_MS } from '../../shared/constants/notification-rules';
import type { Tx } from '../db/database';
import { notifications, type NotificationRow } from '../db/schema';
import { newId } from '../db/new-id';
import type { Services } from '../services';
import { announceNotificationChange } from './announce-change';
import type { GroupingJob } from './notification-queues';
import { actorsPhrase, groupableMessage } from './notification-texts';

export interface GroupingOutcome {
  /** The group the loose notifications went into (made or joined), or null when there was nothing to gather. */
  groupId: string | null;
  joined: number;
}

/** The group's text from all its members: the newest actor, and how many other people there were. */
async function groupText(tx: Tx, newest: NotificationRow, memberIds: string[]): Promise<string> {
  const actors = await tx
    .selectDistinct({ actorId: notifications.actorId })
    .from(notifications)
    .where(inArray(notifications.id, memberIds));
  const others = actors.filter((a) => a.actorId !== newest.actorId).length;
  const type = newest.type as 'like' | 'comment' | 'follow';
  return groupableMessage(type, { actors: actorsPhrase(newest.actorName, others), modelTitle: newest.modelTitle, count: memberIds.length, sameActor: others === 0 });
}

/**
 * SPEC §4 grouping, the job a second after each like, comment or follow notification: when more
 * than one of the recipient's loose notifications with the same key lie within the window
 * (300000 ms back from the newest), they become ONE group notification (grouped, groupCount,
 * groupIds, the newest's time, unread) and each is marked groupedInto it; loose ones arriving while
 * a group of that key is still within the window join it instead of starting another.
 *
 * Exactly once: every job for one recipient and key takes the same transaction-level advisory lock
 * first, on every node, so they run one after another and each sees what the one before wrote; the
 * rest find nothing loose and do nothing.
 */
export async function groupNotifications(services: Services, { recipientId, groupKey }: GroupingJob): Promise<GroupingOutcome> {
  const outcome = await services.db.transaction(async (tx): Promise<GroupingOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification-group:${recipientId}:${groupKey}`}))`);
    const mine = and(eq(notifications.recipientId, recipientId), eq(notifications.groupKey, groupKey), isNull(notifications.groupedInto));
    const loose = await tx
      .select()
      .from(notifications)
      .where(and(mine, eq(notifications.grouped, false)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    const newest = loose[0];
    if (!newest) return { groupId: null, joined: 0 };
    const since = new Date(newest.createdAt.getTime() - NOTIFICATION_GROUPING_WINDOW_MS);
    const members = loose.filter((row) => row.createdAt >= since);
    const [group] = await tx
      .select()
      .from(notifications)
      .where(and(mine, eq(notifications.grouped, true), gte(notifications.createdAt, since)))
      .orderBy(desc(notifications.createdAt))
      .limit(1)
      .for('update');
    if (!group && members.length < 2) return { groupId: null, joined: 0 };

    const memberIds = [...members.map((row) => row.id), ...(group?.groupIds ?? [])];
    // The group shows its latest member: a loose one that arrived late (its job ran after a newer
    // one's) does not take the group's name or time back.
    const latest = group && group.createdAt > newest.createdAt ? group : newest;
    const groupId = group?.id ?? newId();
    const fields = {
      actorId: latest.actorId,
      actorName: latest.actorName,
      actorAvatar: latest.actorAvatar,
      modelId: latest.modelId,
      modelTitle: latest.modelTitle,
      modelThumbnail: latest.modelThumbnail,
      message: await groupText(tx, latest, memberIds),
      groupCount: memberIds.length,
      groupIds: memberIds,
      createdAt: latest.createdAt,
      // Something new in it: unread again.
      read: false,
      readAt: null,
    };
    if (group) {
      await tx.update(notifications).set(fields).where(eq(notifications.id, group.id));
    } else {
      await tx.insert(notifications).values({
        ...fields,
        id: groupId,
        recipientId,
        type: newest.type,
        category: newest.category,
        // A group of follows points at the recipient's own profile, where their followers are listed.
        actionUrl: newest.type === 'follow' ? `/profile/${recipientId}` : newest.actionUrl,
        priority: newest.priority,
        grouped: true,
        groupKey,
        // Each member already carries its own e-mail state; the group is not mailed again.
        emailState: 'none',
      });
    }
    await tx.update(notifications).set({ groupedInto: groupId }).where(inArray(notifications.id, members.map((row) => row.id)));
    return { groupId, joined: members.length };
  });
  if (outcome.groupId) {
    await announceNotificationChange(services, recipientId);
  }
  return outcome;
}
