import { and, asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../db/schema';
import { EVENT_CONSUMERS } from '../composition/event-catalogue';
import { readRecordedEvents } from '../events/read-recorded-events';
import { insertModelRow } from '../test/discovery-factories';
import { createUser, type TestUser } from '../test/factories';
import { notificationRowsOf } from '../test/notification-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createNotificationsForEvents } from './create-notifications';

// Issue 28 item 10: what can be toggled is told once; a notice does not outlive its comment.
let t: TestApp;
let owner: TestUser;
let fan: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  owner = await createUser(t, { name: 'Asha Rao' });
  fan = await createUser(t, { name: 'Ravi Kumar' });
  other = await createUser(t, { name: 'Meera Iyer' });
});
afterAll(async () => t?.close());

/**
 * Runs the consumer now on every event of these types about these subjects, as its job would (the
 * job may run them too: the keys keep one of each), so what is not written is known, not waited for.
 */
async function consume(types: string[], subjectIds: string[]) {
  const rows = await t.services.db
    .select()
    .from(domainEvents)
    .where(and(inArray(domainEvents.type, types), inArray(domainEvents.subjectId, subjectIds)))
    .orderBy(asc(domainEvents.id));
  const events = readRecordedEvents(t.services.log, rows, EVENT_CONSUMERS.notifications);
  expect(events.length).toBe(rows.length);
  expect(events.length).toBeGreaterThan(0);
  await createNotificationsForEvents(t.services, events);
}

describe('notifications of what can be done again', () => {
  it('a like, unlike and like again tells the owner once', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Gear Train' });
    for (let i = 0; i < 3; i += 1) expect((await fan.client.call('toggleLike', { modelId: model.id })).status).toBe(200);
    await consume(['model.liked'], [model.id]);
    expect((await notificationRowsOf(t, owner.user.id, 'like')).filter((row) => row.modelId === model.id && row.actorId === fan.user.id)).toHaveLength(1);
  });

  it('a model put in a collection, taken out and put back tells its creator once; another collection is news', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Desk Hook' });
    const shelf = (await fan.client.call('createCollection', { name: 'Workshop' })).result.collection;
    const second = (await fan.client.call('createCollection', { name: 'Gifts' })).result.collection;
    await fan.client.call('addModelToCollection', { collectionId: shelf.id, modelId: model.id });
    await fan.client.call('removeModelFromCollection', { collectionId: shelf.id, modelId: model.id });
    await fan.client.call('addModelToCollection', { collectionId: shelf.id, modelId: model.id });
    await fan.client.call('addModelToCollection', { collectionId: second.id, modelId: model.id });
    await consume(['collection.model_added'], [model.id, shelf.id, second.id]);
    const told = (await notificationRowsOf(t, owner.user.id, 'collection')).filter((row) => row.modelId === model.id);
    expect(told.map((row) => row.collectionName).sort()).toEqual(['Gifts', 'Workshop']);
  });

  it('a follow, unfollow and follow again tells the person once', async () => {
    for (let i = 0; i < 3; i += 1) expect((await other.client.call(i === 1 ? 'unfollowUser' : 'followUser', { userId: owner.user.id })).status).toBe(200);
    await consume(['user.followed'], [owner.user.id]);
    expect((await notificationRowsOf(t, owner.user.id, 'follow')).filter((row) => row.actorId === other.user.id)).toHaveLength(1);
  });
});

describe('notifications about a comment', () => {
  it('are filed under Likes when the comment is liked, as the settings say', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Cable Tidy' });
    const comment = (await fan.client.call('addComment', { modelId: model.id, body: 'Neat' })).result.comment;
    await other.client.call('toggleCommentLike', { commentId: comment.id });
    await consume(['comment.liked'], [comment.id]);
    const [liked] = await notificationRowsOf(t, fan.user.id, 'comment_like');
    expect(liked).toMatchObject({ category: 'likes', message: 'Meera Iyer liked your comment on Cable Tidy' });
  });

  it('go when the comment is deleted: the owner’s, the reply’s and the like’s, its replies’ too; a like read after the delete writes none', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Plant Pot' });
    const comment = (await fan.client.call('addComment', { modelId: model.id, body: 'Lovely' })).result.comment;
    const reply = (await other.client.call('addComment', { modelId: model.id, body: 'Agreed', parentId: comment.id })).result.comment;
    await owner.client.call('toggleCommentLike', { commentId: comment.id });
    await fan.client.call('toggleCommentLike', { commentId: reply.id });
    await consume(['model.commented', 'comment.liked'], [model.id, comment.id, reply.id]);
    const about = async () =>
      (await Promise.all([owner, fan, other].map((who) => notificationRowsOf(t, who.user.id))))
        .flat()
        .filter((row) => [comment.id, reply.id].includes(String((row.details as { commentId?: string }).commentId)));
    expect((await about()).map((row) => row.type).sort()).toEqual(['comment', 'comment', 'comment_like', 'comment_like', 'reply']);

    expect((await fan.client.call('deleteComment', { commentId: comment.id })).status).toBe(200);
    expect(await about()).toEqual([]);
    // The consumer meeting the like's event again (a retry, or a job that ran late) finds no comment.
    await consume(['comment.liked'], [comment.id, reply.id]);
    expect(await about()).toEqual([]);
  });
});
