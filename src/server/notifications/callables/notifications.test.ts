import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_NOTIFICATION_ID, NOTIFICATION_LIST_LIMIT } from '../../../shared/constants/notification-rules';
import { notifications } from '../../db/schema';
import { newId } from '../../db/new-id';
import { groupNotifications } from '../group-notifications';
import { onNotificationChange } from '../live/notification-changes';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { insertLikeNotification, notificationRowsOf } from '../../test/notification-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const ago = (s: number) => new Date(Date.now() - s * 1000);

/** `n` loose notifications for a person, each about a different model (so none group), oldest first. */
async function seed(person: TestUser, n: number) {
  const rows = [];
  for (let i = 0; i < n; i += 1) {
    rows.push(await insertLikeNotification(t, person.user.id, { modelId: newId(), actorId: newId(), actorName: `Maker ${i}`, createdAt: ago(1000 - i), modelTitle: `Model ${i}` }));
  }
  return rows;
}

describe('listNotifications and getUnreadNotificationCount', () => {
  it('lists the caller’s own, newest first, a keyset page at a time (50 by default), with the unread count', async () => {
    const person = await createUser(t);
    const rows = await seed(person, 55);
    const first = await person.client.call('listNotifications', {});
    expect(first.status).toBe(200);
    expect(first.result.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(first.result.notifications[0]).toMatchObject({ id: rows[54]!.id, message: 'Maker 54 liked Model 54', read: false, grouped: false, groupCount: 1, category: 'likes' });
    expect(first.result.unreadCount).toBe(55);
    const second = await person.client.call('listNotifications', { cursor: first.result.nextCursor });
    expect(second.result.notifications.map((n: { id: string }) => n.id)).toEqual(rows.slice(0, 5).reverse().map((r) => r.id));
    expect(second.result.nextCursor).toBeNull();
    const small = await person.client.call('listNotifications', { limit: 2 });
    expect(small.result.notifications).toHaveLength(2);
    expect((await person.client.call('getUnreadNotificationCount', {})).result).toEqual({ success: true, count: 55 });
    // Nobody else's appear: the other user's list is theirs alone.
    const theirs = await other.client.call('listNotifications', {});
    expect(theirs.result.notifications.some((n: { recipientId: string }) => n.recipientId !== other.user.id)).toBe(false);
  });

  it('answers per role: signed out 401 for every call; an admin sees only their own', async () => {
    const visitor = t.client();
    for (const [name, data] of [
      ['listNotifications', {}],
      ['getUnreadNotificationCount', {}],
      ['markAllNotificationsRead', {}],
      ['markNotificationRead', { notificationId: 'x' }],
      ['deleteNotification', { notificationId: 'x' }],
    ] as const) {
      expect((await visitor.call(name, data)).status, name).toBe(401);
    }
    await seed(owner, 1);
    const adminList = await admin.client.call('listNotifications', {});
    expect(adminList.status).toBe(200);
    expect(adminList.result.notifications.every((n: { recipientId: string }) => n.recipientId === admin.user.id)).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    expect((await owner.client.call('listNotifications', { limit: 101 })).error).toMatchObject({ status: 400, message: expect.stringContaining('limit') });
    expect((await owner.client.call('listNotifications', { limit: 0 })).status).toBe(400);
    expect((await owner.client.call('listNotifications', { cursor: 'not-a-cursor' })).error).toMatchObject({ status: 400, message: expect.stringContaining('cursor') });
  });
});

describe('markNotificationRead, markAllNotificationsRead, deleteNotification', () => {
  it("SPEC §5: an empty id is 'Invalid notification ID' and changes nothing", async () => {
    await seed(owner, 1);
    const before = (await owner.client.call('getUnreadNotificationCount', {})).result.count;
    for (const name of ['markNotificationRead', 'deleteNotification']) {
      for (const data of [{ notificationId: '' }, { notificationId: '   ' }, {}, { notificationId: 42 }]) {
        const answer = await owner.client.call(name, data);
        expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(400);
        expect(answer.error!.message).toContain(INVALID_NOTIFICATION_ID);
        expect(answer.error!.message).toContain('notificationId');
      }
    }
    expect((await owner.client.call('getUnreadNotificationCount', {})).result.count).toBe(before);
  });

  it("someone else's notification is not found, for another user and an admin alike, and is left as it was", async () => {
    const [mine] = await seed(owner, 1);
    for (const caller of [other, admin]) {
      for (const name of ['markNotificationRead', 'deleteNotification']) {
        expect((await caller.client.call(name, { notificationId: mine!.id })).error).toMatchObject({ status: 404, message: 'Notification not found' });
      }
    }
    expect((await owner.client.call('markNotificationRead', { notificationId: 'no-such-id' })).status).toBe(404);
    expect((await owner.client.call('deleteNotification', { notificationId: '../etc/passwd' })).status).toBe(404);
    const [row] = await t.services.db.select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(row).toMatchObject({ read: false });
  });

  it('marks one read (the count falls by one) and all read; each change is announced on the live channel', async () => {
    const person = await createUser(t);
    const rows = await seed(person, 3);
    const heard: string[] = [];
    const stop = onNotificationChange(t.services.notifier, (id) => heard.push(id));
    const one = await person.client.call('markNotificationRead', { notificationId: rows[0]!.id });
    expect(one.result).toEqual({ success: true, unreadCount: 2 });
    // Again: still read, nothing else moves.
    expect((await person.client.call('markNotificationRead', { notificationId: rows[0]!.id })).result).toEqual({ success: true, unreadCount: 2 });
    const [read] = await t.services.db.select().from(notifications).where(eq(notifications.id, rows[0]!.id));
    expect(read!.read).toBe(true);
    expect(read!.readAt).toBeInstanceOf(Date);
    const all = await person.client.call('markAllNotificationsRead', {});
    expect(all.result).toEqual({ success: true, updated: 2, unreadCount: 0 });
    await expect.poll(() => heard.filter((id) => id === person.user.id).length).toBeGreaterThanOrEqual(3);
    stop();
  });

  it('reading or deleting a group reads or deletes its members too; deleting one leaves the rest', async () => {
    const person = await createUser(t);
    const modelId = newId();
    for (const [name, s] of [['Ravi', 30], ['Asha', 10]] as const) {
      await insertLikeNotification(t, person.user.id, { modelId, actorId: newId(), actorName: name, createdAt: ago(s) });
    }
    const { groupId } = await groupNotifications(t.services, { recipientId: person.user.id, groupKey: `like:model:${modelId}` });
    const [single] = await seed(person, 1);
    const listed = (await person.client.call('listNotifications', {})).result;
    expect(listed.notifications.map((n: { id: string }) => n.id)).toEqual([groupId, single!.id]);
    expect(listed.notifications[0]).toMatchObject({ grouped: true, groupCount: 2, message: 'Asha and 1 other liked Gear Train' });
    expect(listed.unreadCount).toBe(2);

    expect((await person.client.call('markNotificationRead', { notificationId: groupId })).result).toEqual({ success: true, unreadCount: 1 });
    const members = (await notificationRowsOf(t, person.user.id)).filter((row) => row.groupedInto === groupId);
    expect(members.map((row) => row.read)).toEqual([true, true]);

    expect((await person.client.call('deleteNotification', { notificationId: groupId })).result).toEqual({ success: true, unreadCount: 1 });
    expect(await t.services.db.select().from(notifications).where(inArray(notifications.id, [groupId!, ...members.map((m) => m.id)]))).toEqual([]);
    expect((await person.client.call('deleteNotification', { notificationId: single!.id })).result).toEqual({ success: true, unreadCount: 0 });
    expect((await person.client.call('deleteNotification', { notificationId: single!.id })).status).toBe(404);
    expect(await notificationRowsOf(t, person.user.id)).toEqual([]);
  });
});
