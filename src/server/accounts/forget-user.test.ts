import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, users } from '../db/schema';
import { rollUpCounters } from '../models/counters/roll-up-counters';
import { createUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';

// A deleted account leaves every other member's and model's counts as a recount of the rows says.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COUNTER_ROLLUP_SECONDS: '3600' });
});
afterAll(async () => t?.close());

/** Every community count beside its recount, for the rows that are left. */
async function mismatches(): Promise<unknown[]> {
  await rollUpCounters(t.services.db, t.services.jobs);
  const checks = await t.services.db.execute(sql`
    select 'followers' as what, id, followers_count as kept, (select count(*)::int from follows f where f.followed_id = u.id) as recount from users u
    union all select 'following', id, following_count, (select count(*)::int from follows f where f.follower_id = u.id) from users u
    union all select 'model likes', id, likes, (select count(*)::int from model_likes l where l.model_id = m.id) from models m
    union all select 'comments', id, comment_count, (select count(*)::int from comments c where c.model_id = m.id) from models m
    union all select 'reviews', id, review_count, (select count(*)::int from reviews r where r.model_id = m.id) from models m
    union all select 'stars', id, rating_total, (select coalesce(sum(rating), 0)::int from reviews r where r.model_id = m.id) from models m
    union all select 'replies', id, reply_count, (select count(*)::int from comments r where r.parent_id = c.id) from comments c
    union all select 'comment likes', id, likes, (select count(*)::int from comment_likes l where l.comment_id = c.id) from comments c
    union all select 'creator likes', id, total_likes, (select count(*)::int from model_likes l join models m on m.id = l.model_id where m.user_id = u.id) from users u`);
  return checks.rows.filter((r) => r.kept !== r.recount);
}

/** Someone who has done everything a member can to others, and had it done to them. */
async function busyMember(others: TestUser[]): Promise<TestUser> {
  const [a, b, c] = others as [TestUser, TestUser, TestUser];
  const x = await createUser(t);
  const aModel = await createModelViaApi(a.client);
  const xModel = await createModelViaApi(x.client);
  for (const target of [a, b]) expect((await x.client.call('followUser', { userId: target.user.id })).status).toBe(200);
  expect((await c.client.call('followUser', { userId: x.user.id })).status).toBe(200);
  await x.client.call('toggleLike', { modelId: aModel.id });
  await a.client.call('toggleLike', { modelId: xModel.id });
  const aComment = (await a.client.call('addComment', { modelId: aModel.id, body: 'First, from the maker' })).result.comment;
  const xComment = (await x.client.call('addComment', { modelId: aModel.id, body: 'Lovely print' })).result.comment;
  await x.client.call('addComment', { modelId: aModel.id, body: 'Agreed', parentId: aComment.id });
  await a.client.call('addComment', { modelId: aModel.id, body: 'Thank you', parentId: xComment.id });
  await x.client.call('toggleCommentLike', { commentId: aComment.id });
  await a.client.call('toggleCommentLike', { commentId: xComment.id });
  expect((await x.client.call('submitReview', { modelId: aModel.id, rating: 4, comment: 'Prints well' })).status).toBe(200);
  expect((await b.client.call('submitReview', { modelId: aModel.id, rating: 2 })).status).toBe(200);
  expect((await a.client.call('submitReview', { modelId: xModel.id, rating: 5 })).status).toBe(200);
  expect(await mismatches()).toEqual([]);
  return x;
}

describe('deleting an account', () => {
  it("by an admin moves every other member's and model's counts back by exactly what the account did", async () => {
    const others = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const admin = await createUser(t, { role: 'admin' });
    const x = await busyMember(others);
    expect((await admin.client.call('deleteUser', { userId: x.user.id })).status).toBe(200);
    expect(await t.services.db.select().from(users).where(eq(users.id, x.user.id))).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });

  it('by its owner ("Delete my account") does the same, and records user.deleted', async () => {
    const others = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const x = await busyMember(others);
    expect((await x.client.postJson('/api/auth/delete-user', { password: TEST_PASSWORD })).status).toBe(200);
    expect(await t.services.db.select().from(users).where(eq(users.id, x.user.id))).toEqual([]);
    expect(await mismatches()).toEqual([]);
    const events = await t.services.db.select().from(domainEvents).where(and(eq(domainEvents.type, 'user.deleted'), eq(domainEvents.subjectId, x.user.id)));
    expect(events.map((e) => e.actorId)).toEqual([x.user.id]);
  });

  it('keeps the refusals: a wrong password or a super admin deletes nothing', async () => {
    const others = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const x = await busyMember(others);
    expect((await x.client.postJson('/api/auth/delete-user', { password: 'not-my-password-1' })).status).toBe(400);
    const boss = await createUser(t, { role: 'super_admin' });
    await boss.client.call('followUser', { userId: others[0]!.user.id });
    expect((await boss.client.postJson('/api/auth/delete-user', { password: TEST_PASSWORD })).status).toBe(403);
    expect((await t.services.db.select().from(users).where(eq(users.id, boss.user.id))).length).toBe(1);
    expect((await t.services.db.select().from(users).where(eq(users.id, x.user.id))).length).toBe(1);
    expect(await mismatches()).toEqual([]);
  });
});
