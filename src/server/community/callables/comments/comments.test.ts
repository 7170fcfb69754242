import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments, domainEvents, models, users } from '../../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let open: { id: string };
let hidden: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
  open = await createModelViaApi(owner.client, { title: 'Open model' });
  hidden = await createModelViaApi(owner.client, { title: 'Hidden model', visibility: 'private' });
});
afterAll(async () => t?.close());

const db = () => t.services.db;
const rowsOf = async (modelId: string) => (await db().select({ n: count() }).from(comments).where(eq(comments.modelId, modelId)))[0]!.n;
const countOf = async (modelId: string) => (await db().select({ n: models.commentCount }).from(models).where(eq(models.id, modelId)))[0]!.n;
const post = async (who: TestUser, modelId: string, body: string, parentId?: string) => {
  const answer = await who.client.call('addComment', { modelId, body, ...(parentId ? { parentId } : {}) });
  if (answer.status !== 200) throw new Error(`addComment: ${answer.status} ${answer.error?.message}`);
  return answer.result.comment as { id: string; body: string };
};
/** Moves a comment's time back, as if it had been written `ms` ago. */
const age = async (commentId: string, ms: number) =>
  db().update(comments).set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` }).where(eq(comments.id, commentId));
let unique = 0;
const text = (what: string) => `${what} #${++unique}`;

describe('addComment and listComments', () => {
  it('posts a trimmed comment, lists it newest first with the author and what each viewer may do, and counts it', async () => {
    const model = await createModelViaApi(owner.client);
    const first = await other.client.call('addComment', { modelId: model.id, body: '  Printed it in PETG, great fit.  ' });
    expect(first).toMatchObject({ status: 200, result: { commentCount: 1, comment: { body: 'Printed it in PETG, great fit.', canEdit: true, canDelete: true, likes: 0, editedAt: null } } });
    await post(owner, model.id, 'Thanks!');
    const seen = async (who: TestUser | null) => (await (who ? who.client : t.client()).call('listComments', { modelId: model.id })).result;
    const list = await seen(other);
    expect(list.commentCount).toBe(2);
    expect(list.comments.map((c: { body: string }) => c.body)).toEqual(['Thanks!', 'Printed it in PETG, great fit.']);
    expect(list.comments[1].author).toEqual({ uid: other.user.id, displayName: other.user.displayName, photoURL: null });
    expect(list.comments.map((c: { canEdit: boolean; canDelete: boolean }) => [c.canEdit, c.canDelete])).toEqual([[false, false], [true, true]]);
    // The model's owner and an admin may delete anyone's comment there, and edit none but their own.
    expect((await seen(owner)).comments.map((c: { canEdit: boolean; canDelete: boolean }) => [c.canEdit, c.canDelete])).toEqual([[true, true], [false, true]]);
    expect((await seen(admin)).comments.map((c: { canEdit: boolean; canDelete: boolean }) => [c.canEdit, c.canDelete])).toEqual([[false, true], [false, true]]);
    expect((await seen(null)).comments.every((c: { canEdit: boolean; canDelete: boolean; likedByMe: boolean }) => !c.canEdit && !c.canDelete && !c.likedByMe)).toBe(true);
    expect((await t.client().call('getModel', { modelId: model.id })).result.model.commentCount).toBe(2);
    const [event] = await db().select().from(domainEvents).where(and(eq(domainEvents.type, 'model.commented'), eq(domainEvents.actorId, other.user.id), eq(domainEvents.subjectId, model.id)));
    expect(event?.data).toEqual({ commentId: first.result.comment.id, parentId: null, ownerId: owner.user.id });
  });

  it("shows 'Anonymous' for an author without a display name or username, and the username before that", async () => {
    const nameless = await createUser(t);
    await db().update(users).set({ displayName: '', username: null }).where(eq(users.id, nameless.user.id));
    await post(nameless, open.id, text('who am I'));
    expect((await t.client().call('listComments', { modelId: open.id, limit: 1 })).result.comments[0].author.displayName).toBe('Anonymous');
    await db().update(users).set({ username: 'quiet_maker' }).where(eq(users.id, nameless.user.id));
    expect((await t.client().call('listComments', { modelId: open.id, limit: 1 })).result.comments[0].author.displayName).toBe('quiet_maker');
  });

  it('takes exactly 1 and 1000 characters and refuses bad input with a 400 naming the field, writing nothing', async () => {
    const model = await createModelViaApi(owner.client);
    expect((await other.client.call('addComment', { modelId: model.id, body: `  ${'x'.repeat(1000)}\n` })).status).toBe(200);
    expect((await other.client.call('addComment', { modelId: model.id, body: '!' })).status).toBe(200);
    for (const data of [{ modelId: model.id }, { modelId: model.id, body: '' }, { modelId: model.id, body: '   \n ' }, { modelId: model.id, body: 'x'.repeat(1001) }, { modelId: model.id, body: 42 }]) {
      const answer = await other.client.call('addComment', data);
      expect(answer.status, JSON.stringify(data).slice(0, 60)).toBe(400);
      expect(answer.error?.message).toMatch(/^body: /);
    }
    for (const data of [{ body: 'hi' }, { modelId: '', body: 'hi' }, { modelId: 7, body: 'hi' }]) {
      expect(await other.client.call('addComment', data)).toMatchObject({ status: 400, error: { message: expect.stringMatching(/modelId/) } });
    }
    expect(await other.client.call('addComment', { modelId: model.id, body: 'hi', parentId: '' })).toMatchObject({ status: 400, error: { message: expect.stringMatching(/parentId/) } });
    for (const data of [{ modelId: model.id, limit: 0 }, { modelId: model.id, limit: 51 }, { modelId: model.id, cursor: 'nope' }]) {
      expect(await t.client().call('listComments', data)).toMatchObject({ status: 400, error: { message: expect.stringMatching(/limit|cursor/) } });
    }
    expect(await rowsOf(model.id)).toBe(2);
    expect(await countOf(model.id)).toBe(2);
  });

  it('answers per role: signed out 401 on writes, a private model is not found to others, its owner and admins may comment', async () => {
    expect(await t.client().call('addComment', { modelId: open.id, body: 'hello' })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    for (const [name, data] of [['editComment', { commentId: 'abc', body: 'x' }], ['deleteComment', { commentId: 'abc' }], ['toggleCommentLike', { commentId: 'abc' }]] as const) {
      expect(await t.client().call(name, data)).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    }
    const mine = await post(owner, hidden.id, text('note to self'));
    expect((await admin.client.call('addComment', { modelId: hidden.id, body: text('admin note') })).status).toBe(200);
    for (const who of [other, null]) {
      const client = who ? who.client : t.client();
      expect(await client.call('listComments', { modelId: hidden.id })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
      expect(await client.call('listCommentReplies', { commentId: mine.id })).toMatchObject({ status: 404, error: { message: 'Comment not found' } });
    }
    expect(await other.client.call('addComment', { modelId: hidden.id, body: 'peek' })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect(await other.client.call('addComment', { modelId: 'no-such-model', body: 'peek' })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    for (const [name, data] of [['editComment', { commentId: mine.id, body: 'x' }], ['deleteComment', { commentId: mine.id }], ['toggleCommentLike', { commentId: mine.id }]] as const) {
      expect(await other.client.call(name, data)).toMatchObject({ status: 404, error: { message: 'Comment not found' } });
    }
    expect((await owner.client.call('listComments', { modelId: hidden.id })).result.commentCount).toBe(2);
    expect((await admin.client.call('listComments', { modelId: hidden.id })).result.comments).toHaveLength(2);
    expect(await rowsOf(hidden.id)).toBe(2);
  });
});

describe('replies', () => {
  it('nests one level, lists replies oldest first, counts them on the parent and the model, and refuses deeper or foreign parents', async () => {
    const model = await createModelViaApi(owner.client);
    const top = await post(other, model.id, 'Which nozzle did you use?');
    const r1 = await post(owner, model.id, '0.4 mm', top.id);
    await post(admin, model.id, 'Works with 0.6 too', top.id);
    const list = (await t.client().call('listComments', { modelId: model.id })).result;
    expect(list.commentCount).toBe(3);
    expect(list.comments.map((c: { id: string; replyCount: number }) => [c.id, c.replyCount])).toEqual([[top.id, 2]]);
    const replies = (await t.client().call('listCommentReplies', { commentId: top.id })).result;
    expect(replies.replies.map((r: { body: string; parentId: string }) => [r.body, r.parentId])).toEqual([['0.4 mm', top.id], ['Works with 0.6 too', top.id]]);
    expect(await other.client.call('addComment', { modelId: model.id, body: 'deeper', parentId: r1.id })).toMatchObject({ status: 400, error: { message: expect.stringMatching(/^parentId: /) } });
    expect(await other.client.call('addComment', { modelId: open.id, body: 'elsewhere', parentId: top.id })).toMatchObject({ status: 400, error: { message: expect.stringMatching(/^parentId: /) } });
    expect(await other.client.call('addComment', { modelId: model.id, body: 'ghost', parentId: 'no-such-comment' })).toMatchObject({ status: 404, error: { message: 'Comment not found' } });
    expect(await rowsOf(model.id)).toBe(3);
    const [event] = await db().select().from(domainEvents).where(and(eq(domainEvents.type, 'model.commented'), sql`${domainEvents.data}->>'commentId' = ${r1.id}`));
    expect(event?.data).toEqual({ commentId: r1.id, parentId: top.id, ownerId: owner.user.id, parentAuthorId: other.user.id });
  });
});

describe('editComment', () => {
  it('lets the author edit within 15 minutes, marks it edited, and refuses everyone else and the author after', async () => {
    const c = await post(other, open.id, text('frist'));
    const edited = await other.client.call('editComment', { commentId: c.id, body: ' first ' });
    expect(edited).toMatchObject({ status: 200, result: { comment: { body: 'first', canEdit: true, editedAt: expect.any(String) } } });
    for (const who of [owner, admin]) {
      expect(await who.client.call('editComment', { commentId: c.id, body: 'mine now' })).toMatchObject({ status: 403, error: { message: 'Only the author can edit this comment' } });
    }
    expect(await other.client.call('editComment', { commentId: c.id, body: '' })).toMatchObject({ status: 400, error: { message: expect.stringMatching(/^body: /) } });
    expect(await other.client.call('editComment', { commentId: 'no-such-comment', body: 'x' })).toMatchObject({ status: 404, error: { message: 'Comment not found' } });
    await age(c.id, 16 * 60 * 1000);
    expect(await other.client.call('editComment', { commentId: c.id, body: 'too late' })).toMatchObject({
      status: 403,
      error: { message: 'A comment can only be edited within 15 minutes of posting' },
    });
    const [row] = await db().select().from(comments).where(eq(comments.id, c.id));
    expect(row?.body).toBe('first');
    const listed = (await other.client.call('listComments', { modelId: open.id, limit: 50 })).result.comments.find((x: { id: string }) => x.id === c.id);
    expect(listed).toMatchObject({ canEdit: false, canDelete: true, editedAt: expect.any(String) });
  });
});

describe('duplicate comments', () => {
  it('refuses the same text by the same person on the same model within a minute, and allows it after', async () => {
    const body = text('Great model');
    const c = await post(other, open.id, body);
    expect(await other.client.call('addComment', { modelId: open.id, body: `  ${body} ` })).toMatchObject({ status: 409, error: { message: expect.stringMatching(/^You already posted this comment/) } });
    // Someone else, or another model, is not a duplicate.
    expect((await owner.client.call('addComment', { modelId: open.id, body })).status).toBe(200);
    expect((await other.client.call('addComment', { modelId: hidden.id, body })).status).toBe(404);
    await age(c.id, 61 * 1000);
    expect((await other.client.call('addComment', { modelId: open.id, body })).status).toBe(200);
  });

  it('lets only one of several identical posts at once through', async () => {
    const model = await createModelViaApi(owner.client);
    const answers = await Promise.all(Array.from({ length: 5 }, () => other.client.call('addComment', { modelId: model.id, body: 'same' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await rowsOf(model.id)).toBe(1);
  });
});

describe('deleteComment', () => {
  it('lets the author, the model owner and an admin delete; others get 403; replies go with their comment and counts follow exactly', async () => {
    const model = await createModelViaApi(owner.client);
    const stranger = await createUser(t);
    const a = await post(other, model.id, 'A');
    const b = await post(stranger, model.id, 'B');
    const c = await post(stranger, model.id, 'C');
    const replyToA = await post(stranger, model.id, 'reply 1', a.id);
    await post(owner, model.id, 'reply 2', a.id);
    await other.client.call('toggleCommentLike', { commentId: replyToA.id });
    expect(await countOf(model.id)).toBe(5);
    expect(await other.client.call('deleteComment', { commentId: b.id })).toMatchObject({ status: 403, error: { message: 'Only the author, the model owner or an admin can delete this comment' } });
    // A reply by its author: the parent's reply count and the model's count lose one each.
    expect((await stranger.client.call('deleteComment', { commentId: replyToA.id })).result).toEqual({ success: true, removed: 1, commentCount: 4 });
    expect((await db().select().from(comments).where(eq(comments.id, a.id)))[0]?.replyCount).toBe(1);
    expect(await db().select().from(commentLikes).where(eq(commentLikes.commentId, replyToA.id))).toEqual([]);
    // The model's owner deletes a comment with its remaining reply.
    expect((await owner.client.call('deleteComment', { commentId: a.id })).result).toEqual({ success: true, removed: 2, commentCount: 2 });
    expect((await admin.client.call('deleteComment', { commentId: b.id })).result).toEqual({ success: true, removed: 1, commentCount: 1 });
    expect((await stranger.client.call('deleteComment', { commentId: c.id })).result).toEqual({ success: true, removed: 1, commentCount: 0 });
    expect(await stranger.client.call('deleteComment', { commentId: c.id })).toMatchObject({ status: 404, error: { message: 'Comment not found' } });
    expect(await other.client.call('deleteComment', { commentId: '' })).toMatchObject({ status: 400, error: { message: expect.stringMatching(/commentId/) } });
    expect(await rowsOf(model.id)).toBe(0);
    const events = await db().select().from(domainEvents).where(and(eq(domainEvents.type, 'comment.deleted'), sql`${domainEvents.data}->>'modelId' = ${model.id}`));
    expect(events.map((e) => [e.actorId, (e.data as { removed: number }).removed])).toEqual([[stranger.user.id, 1], [owner.user.id, 2], [admin.user.id, 1], [stranger.user.id, 1]]);
  });
});

describe('toggleCommentLike', () => {
  it('likes once per person, moves the count by exactly one, shows likedByMe, and records the like', async () => {
    const c = await post(owner, open.id, text('like me'));
    expect((await other.client.call('toggleCommentLike', { commentId: c.id })).result).toEqual({ success: true, liked: true, likes: 1 });
    expect((await admin.client.call('toggleCommentLike', { commentId: c.id })).result).toEqual({ success: true, liked: true, likes: 2 });
    expect((await other.client.call('toggleCommentLike', { commentId: c.id })).result).toEqual({ success: true, liked: false, likes: 1 });
    const find = async (who: TestUser) => (await who.client.call('listComments', { modelId: open.id, limit: 50 })).result.comments.find((x: { id: string }) => x.id === c.id);
    expect(await find(admin)).toMatchObject({ likes: 1, likedByMe: true });
    expect(await find(other)).toMatchObject({ likes: 1, likedByMe: false });
    const events = await db().select().from(domainEvents).where(and(eq(domainEvents.type, 'comment.liked'), eq(domainEvents.subjectId, c.id)));
    expect(events.map((e) => [e.actorId, e.data])).toEqual([
      [other.user.id, { modelId: open.id, commentAuthorId: owner.user.id }],
      [admin.user.id, { modelId: open.id, commentAuthorId: owner.user.id }],
    ]);
    for (const data of [{}, { commentId: 5 }]) expect(await other.client.call('toggleCommentLike', data)).toMatchObject({ status: 400, error: { message: expect.stringMatching(/commentId/) } });
    expect(await other.client.call('toggleCommentLike', { commentId: 'no-such-comment' })).toMatchObject({ status: 404, error: { message: 'Comment not found' } });
  });
});

describe('counts under concurrency', () => {
  it('keeps the model, reply and like counts equal to a recount of the rows under concurrent adds, deletes and likes', async () => {
    const model = await createModelViaApi(owner.client);
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const tops = await Promise.all(people.slice(0, 3).map((p, i) => post(p, model.id, `top ${i}`)));
    const calls = people.flatMap((p, i) => [
      p.client.call('addComment', { modelId: model.id, body: `reply by ${i}`, parentId: tops[i % 3]!.id }),
      p.client.call('addComment', { modelId: model.id, body: `more by ${i}` }),
      p.client.call('toggleCommentLike', { commentId: tops[i % 3]!.id }),
      p.client.call('toggleCommentLike', { commentId: tops[0]!.id }),
    ]);
    calls.push(people[1]!.client.call('deleteComment', { commentId: tops[1]!.id }), owner.client.call('deleteComment', { commentId: tops[2]!.id }));
    const answers = await Promise.all(calls);
    // A reply to a comment deleted meanwhile is 'Comment not found'; a like on one, too. Nothing else fails.
    for (const a of answers) if (a.status !== 200) expect(a.error?.message).toBe('Comment not found');
    expect(await countOf(model.id)).toBe(await rowsOf(model.id));
    const recount = await db()
      .select({
        id: comments.id,
        replyCount: comments.replyCount,
        likes: comments.likes,
        replies: sql<number>`(select count(*)::int from comments r where r.parent_id = comments.id)`,
        likeRows: sql<number>`(select count(*)::int from comment_likes l where l.comment_id = comments.id)`,
      })
      .from(comments)
      .where(and(eq(comments.modelId, model.id), isNull(comments.parentId)));
    for (const row of recount) expect([row.replyCount, row.likes]).toEqual([row.replies, row.likeRows]);
  });
});

describe('keyset paging', () => {
  it('walks top-level comments newest first and replies oldest first with no repeats or gaps, equal timestamps included', async () => {
    const model = await createModelViaApi(owner.client);
    const top = await post(other, model.id, 'parent');
    // 23 more comments and 11 replies with only four distinct times between them.
    await db().execute(sql`
      insert into comments (id, model_id, user_id, parent_id, body, created_at)
      select 'pg' || lpad(g::text, 3, '0'), ${model.id}, ${other.user.id}, null, 'c' || g, timestamptz '2026-01-01' + (g % 4) * interval '1 microsecond'
      from generate_series(1, 23) g`);
    await db().execute(sql`
      insert into comments (id, model_id, user_id, parent_id, body, created_at)
      select 'rp' || lpad(g::text, 3, '0'), ${model.id}, ${owner.user.id}, ${top.id}, 'r' || g, timestamptz '2027-01-01' + (g % 3) * interval '1 second'
      from generate_series(1, 11) g`);
    const walk = async (name: string, data: Record<string, unknown>, key: string) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await other.client.call(name, { ...data, limit: 5, ...(cursor ? { cursor } : {}) });
        expect(page.status).toBe(200);
        ids.push(...page.result[key].map((c: { id: string }) => c.id));
        cursor = page.result.nextCursor ?? undefined;
      } while (cursor);
      return ids;
    };
    const expected = async (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
      (await db().execute<{ id: string }>(sql`select id from comments where ${where} order by ${order}`)).rows.map((r) => r.id);
    const topIds = await walk('listComments', { modelId: model.id }, 'comments');
    expect(topIds).toHaveLength(24);
    expect(topIds).toEqual(await expected(sql`model_id = ${model.id} and parent_id is null`, sql`created_at desc, id desc`));
    const replyIds = await walk('listCommentReplies', { commentId: top.id }, 'replies');
    expect(replyIds).toHaveLength(11);
    expect(replyIds).toEqual(await expected(sql`parent_id = ${top.id}`, sql`created_at asc, id asc`));
    expect(await t.client().call('listCommentReplies', { commentId: top.id, cursor: 'bad' })).toMatchObject({ status: 400, error: { message: expect.stringMatching(/cursor/) } });
  });
});
