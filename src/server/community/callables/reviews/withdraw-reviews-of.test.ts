import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawReviewsOf } from '../../reviews/withdraw-reviews-of';
import { users } from '../../../db/schema';
import { createUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectFiguresMatchRows } from '../../../test/review-figures';

let t: TestApp;
let maker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  maker = await createUser(t);
});
afterAll(async () => t?.close());

/** An account's deletion as deleteUser runs it: the user's row locked, their reviews withdrawn, the row deleted. */
async function deleteAccount(userId: string): Promise<number> {
  return t.services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const withdrawn = await withdrawReviewsOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return withdrawn;
  });
}

describe('withdrawReviewsOf', () => {
  it("moves every reviewed model's figures back when a reviewer's account goes, while others review at the same time", async () => {
    const [a, b] = [await createModelViaApi(maker.client), await createModelViaApi(maker.client)];
    const leaving = await createUser(t);
    const staying = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
    await leaving.client.call('submitReview', { modelId: a.id, rating: 1 });
    await leaving.client.call('submitReview', { modelId: b.id, rating: 5 });
    await staying[0]!.client.call('submitReview', { modelId: a.id, rating: 4 });
    const [withdrawn] = await Promise.all([
      deleteAccount(leaving.user.id),
      // The leaving person reviewing again meanwhile: before the deletion (counted and withdrawn), or after it (refused).
      leaving.client.call('submitReview', { modelId: a.id, rating: 3 }),
      ...staying.map((p, i) => p.client.call('submitReview', { modelId: i % 2 ? b.id : a.id, rating: 2 + i })),
    ]);
    expect(withdrawn).toBe(2);
    expect((await t.services.db.select().from(users).where(eq(users.id, leaving.user.id))).length).toBe(0);
    for (const model of [a, b]) await expectFiguresMatchRows(t, model.id);
    expect(await deleteAccount(staying[3]!.user.id)).toBe(1);
    expect(await deleteAccount(maker.user.id)).toBe(0);
  });
});
