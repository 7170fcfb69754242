import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forgetUserComments } from './forget-user-comments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('forgetUserComments', () => {
  it("leaves every comment, reply and like count equal to a recount of the rows once the user's row is deleted", async () => {
    const [maker, leaving, stays] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const [a, b] = [await createModelViaApi(maker.client), await createModelViaApi(maker.client)];
    const own = await createModelViaApi(leaving.client);
    const say = async (who: TestUser, modelId: string, body: string, parentId?: string) =>
      (await who.client.call('addComment', { modelId, body, ...(parentId ? { parentId } : {}) })).result.comment.id as string;
    const theirs = await say(leaving, a.id, 'mine, with replies');
    await say(stays, a.id, 'an answer to the leaver', theirs);
    await say(maker, a.id, 'another answer', theirs);
    const kept = await say(stays, a.id, 'stays');
    await say(leaving, a.id, 'a reply of the leaver', kept);
    await say(maker, a.id, 'a reply that stays', kept);
    const onB = await say(maker, b.id, 'on b');
    await say(leaving, b.id, 'leaver on b');
    await say(stays, own.id, 'on the leaver model');
    for (const id of [kept, onB]) await leaving.client.call('toggleCommentLike', { commentId: id });
    await stays.client.call('toggleCommentLike', { commentId: onB });

    await t.services.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, leaving.user.id)).for('update');
      await forgetUserComments(tx, leaving.user.id);
      await tx.delete(users).where(eq(users.id, leaving.user.id));
    });

    const drift = await t.services.db.execute<{ what: string; id: string }>(sql`
      select 'model' as what, m.id from models m where m.comment_count <> (select count(*) from comments c where c.model_id = m.id)
      union all
      select 'replies', c.id from comments c where c.reply_count <> (select count(*) from comments r where r.parent_id = c.id)
      union all
      select 'likes', c.id from comments c where c.likes <> (select count(*) from comment_likes l where l.comment_id = c.id)`);
    expect(drift.rows).toEqual([]);
    const count = async (id: string) => (await t.services.db.execute<{ n: number }>(sql`select comment_count as n from models where id = ${id}`)).rows[0]?.n;
    expect([await count(a.id), await count(b.id), await count(own.id)]).toEqual([2, 1, undefined]);
  });
});
