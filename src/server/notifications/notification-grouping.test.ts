import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_GROUPING_DELAY_MS } from '../../shared/constants/notification-rules';
import { notifications } from '../db/schema';
import { newId } from '../db/new-id';
import { insertModelRow } from '../test/discovery-factories';
import { createUser, type TestUser } from '../test/factories';
import { insertLikeNotification, listedNotificationsOf, notificationRowsOf } from '../test/notification-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { groupNotifications } from './group-notifications';

let t: TestApp;
beforeAll(async () => {
  // Jobs run when drained: "nothing more to do" is then exact, not a wait.
  t = await createTestApp({ COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000' }, { jobsOnDemand: true });
});

/**
 * Every job so far, and the groupings that wait NOTIFICATION_GROUPING_DELAY_MS on purpose (twice
 * that: a job sent a moment before the drain looks is due a moment after the delay).
 */
const settle = () => t.drainJobs({ dueWithinSeconds: (2 * NOTIFICATION_GROUPING_DELAY_MS) / 1000 });
afterAll(async () => t?.close());

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);

async function freshRecipient(): Promise<{ person: TestUser; modelId: string }> {
  const person = await createUser(t);
  const model = await insertModelRow(t, person.user.id, { title: 'Gear Train' });
  return { person, modelId: model.id };
}

describe('grouping (SPEC §4: more than one loose like, comment or follow within 300000 ms)', () => {
  it('groups two likes 299 s apart into one unread group with the newest time and actor; 301 s apart stay apart', async () => {
    const { person, modelId } = await freshRecipient();
    const older = await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: 'Ravi', createdAt: secondsAgo(299) });
    const newer = await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: 'Asha', createdAt: secondsAgo(0) });
    const outcome = await groupNotifications(t.services, { recipientId: person.user.id, groupKey: `like:model:${modelId}` });
    expect(outcome.joined).toBe(2);
    const listed = await listedNotificationsOf(t, person.user.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: outcome.groupId,
      grouped: true,
      groupCount: 2,
      read: false,
      message: 'Asha and 1 other liked Gear Train',
      actorName: 'Asha',
      actionUrl: `/model/${modelId}`,
      emailState: 'none',
    });
    expect([...listed[0]!.groupIds].sort()).toEqual([older.id, newer.id].sort());
    expect(listed[0]!.createdAt.getTime()).toBe(newer.createdAt.getTime());
    const members = (await notificationRowsOf(t, person.user.id)).filter((row) => !row.grouped);
    expect(members.map((row) => row.groupedInto)).toEqual([outcome.groupId, outcome.groupId]);

    const apart = await freshRecipient();
    await insertLikeNotification(t, apart.person.user.id, { modelId: apart.modelId, actorId: newId(), actorName: 'Ravi', createdAt: secondsAgo(301) });
    await insertLikeNotification(t, apart.person.user.id, { modelId: apart.modelId, actorId: newId(), actorName: 'Asha', createdAt: secondsAgo(0) });
    expect(await groupNotifications(t.services, { recipientId: apart.person.user.id, groupKey: `like:model:${apart.modelId}` })).toEqual({ groupId: null, joined: 0 });
    expect(await listedNotificationsOf(t, apart.person.user.id)).toHaveLength(2);
  });

  it('a later like within the window joins the group (its count, ids and time move, unread again); one beyond it does not', async () => {
    const { person, modelId } = await freshRecipient();
    const key = `like:model:${modelId}`;
    for (const [name, s] of [['Ravi', 200], ['Meera', 150]] as const) {
      await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: name, createdAt: secondsAgo(s) });
    }
    const first = await groupNotifications(t.services, { recipientId: person.user.id, groupKey: key });
    await t.services.db.update(notifications).set({ read: true }).where(eq(notifications.id, first.groupId!));
    const late = await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: 'Asha', createdAt: secondsAgo(0) });
    const second = await groupNotifications(t.services, { recipientId: person.user.id, groupKey: key });
    expect(second).toEqual({ groupId: first.groupId, joined: 1 });
    const [group] = await listedNotificationsOf(t, person.user.id);
    expect(group).toMatchObject({ groupCount: 3, read: false, message: 'Asha and 2 others liked Gear Train' });
    expect(group!.groupIds).toContain(late.id);
    expect(group!.createdAt.getTime()).toBe(late.createdAt.getTime());
    // Nothing loose: the next job does nothing.
    expect(await groupNotifications(t.services, { recipientId: person.user.id, groupKey: key })).toEqual({ groupId: null, joined: 0 });

    // A like more than the window after the group's latest stays on its own.
    await t.services.db.update(notifications).set({ createdAt: secondsAgo(400) }).where(eq(notifications.id, first.groupId!));
    await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: 'Kiran', createdAt: secondsAgo(0) });
    expect((await groupNotifications(t.services, { recipientId: person.user.id, groupKey: key })).groupId).toBeNull();
    expect(await listedNotificationsOf(t, person.user.id)).toHaveLength(2);
  });

  it('a like whose job runs late joins the group without taking back its newest name or time', async () => {
    const { person, modelId } = await freshRecipient();
    const key = `like:model:${modelId}`;
    await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: 'Ravi', createdAt: secondsAgo(30) });
    const newest = await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: 'Asha', createdAt: secondsAgo(5) });
    const { groupId } = await groupNotifications(t.services, { recipientId: person.user.id, groupKey: key });
    await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: 'Meera', createdAt: secondsAgo(20) });
    expect(await groupNotifications(t.services, { recipientId: person.user.id, groupKey: key })).toEqual({ groupId, joined: 1 });
    const [group] = await listedNotificationsOf(t, person.user.id);
    expect(group).toMatchObject({ groupCount: 3, actorName: 'Asha', message: 'Asha and 2 others liked Gear Train' });
    expect(group!.createdAt.getTime()).toBe(newest.createdAt.getTime());
  });

  it('twenty grouping jobs at once make exactly one group of all twenty', async () => {
    const { person, modelId } = await freshRecipient();
    for (let i = 0; i < 20; i += 1) {
      await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: `Maker ${i}`, createdAt: secondsAgo(20 - i) });
    }
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => groupNotifications(t.services, { recipientId: person.user.id, groupKey: `like:model:${modelId}` })));
    expect(outcomes.reduce((sum, o) => sum + o.joined, 0)).toBe(20);
    const listed = await listedNotificationsOf(t, person.user.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ grouped: true, groupCount: 20, message: 'Maker 19 and 19 others liked Gear Train' });
    expect(new Set(listed[0]!.groupIds).size).toBe(20);
  });

  it('twenty people liking one model at once through the API give its owner one group of twenty, no duplicates, unread count 1', async () => {
    const { person, modelId } = await freshRecipient();
    const likers = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(t, { name: `Liker ${i}` })));
    const answers = await Promise.all(likers.map((liker) => liker.client.call('toggleLike', { modelId })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await settle();
    expect((await listedNotificationsOf(t, person.user.id)).map((row) => [row.grouped, row.groupCount])).toEqual([[true, 20]]);
    const rows = await notificationRowsOf(t, person.user.id, 'like');
    expect(rows.filter((row) => !row.grouped)).toHaveLength(20);
    expect(new Set(rows.filter((row) => !row.grouped).map((row) => row.actorId)).size).toBe(20);
    expect((await person.client.call('getUnreadNotificationCount', {})).result).toEqual({ success: true, count: 1 });
    // Nothing is left to run, and the jobs that came after found nothing more to do: still one group.
    expect(await settle()).toBe(0);
    expect(await t.services.db.select().from(notifications).where(and(eq(notifications.recipientId, person.user.id), eq(notifications.grouped, true), isNull(notifications.groupedInto)))).toHaveLength(1);
  });

  it('follows of one person group together, pointing at their own profile; comments group per model', async () => {
    const followed = await createUser(t);
    const followers = await Promise.all(['Asha', 'Ravi', 'Meera'].map((name) => createUser(t, { name })));
    for (const follower of followers) await follower.client.call('followUser', { userId: followed.user.id });
    await settle();
    expect((await listedNotificationsOf(t, followed.user.id)).map((row) => row.groupCount)).toEqual([3]);
    const [group] = await listedNotificationsOf(t, followed.user.id);
    expect(group).toMatchObject({ type: 'follow', category: 'follows', actionUrl: `/profile/${followed.user.id}` });
    expect(group!.message).toMatch(/^(Asha|Ravi|Meera) and 2 others started following you$/);

    const { person, modelId } = await freshRecipient();
    const commenter = followers[0]!;
    await commenter.client.call('addComment', { modelId, body: 'Lovely' });
    await commenter.client.call('addComment', { modelId, body: 'Printed it twice' });
    await settle();
    expect((await listedNotificationsOf(t, person.user.id)).map((row) => row.groupCount)).toEqual([2]);
    expect((await listedNotificationsOf(t, person.user.id))[0]!.message).toBe('Asha left 2 comments on Gear Train');
  });
});
