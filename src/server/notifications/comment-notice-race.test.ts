import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { comments } from '../db/schema';
import { insertModelRow } from '../test/discovery-factories';
import { createUser } from '../test/factories';
import { notificationRowsOf } from '../test/notification-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { forgetCommentNotifications } from './forget-comment-notifications';

// Issue 29: a comment's notice is drafted from the comment outside the transaction that writes it. A
// deletion that commits between the two (its clean-up of notices already done) must not leave the
// notice behind. Two connections at once: PostgreSQL only.
describe.skipIf(!inject('postgresTemplate'))('a comment deleted while its notice is being written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { jobsOnDemand: true });
  });
  afterAll(async () => t?.close());

  it('leaves no notice of it', async () => {
    const [owner, commenter] = [await createUser(t, { name: 'Asha Rao' }), await createUser(t, { name: 'Ravi Kumar' })];
    const model = await insertModelRow(t, owner.user.id, { title: 'Temple bell' });
    const added = await commenter.client.call('addComment', { modelId: model.id, body: 'Printed it in bronze PLA!' });
    expect(added.status).toBe(200);
    const commentId = added.result.comment.id as string;

    // The deletion, as removeComment makes it (the comment, then its notices), on a connection of
    // its own; the consumer drafts the notice meanwhile, and the deletion commits while it writes.
    let consumed: Promise<number> | undefined;
    await t.services.db.transaction(async (tx) => {
      await tx.delete(comments).where(eq(comments.id, commentId));
      await forgetCommentNotifications(tx, [commentId], [owner.user.id]);
      consumed = t.drainJobs();
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await consumed;
    expect((await notificationRowsOf(t, owner.user.id, 'comment')).filter((row) => (row.details as { commentId?: string }).commentId === commentId)).toEqual([]);
  });
});
