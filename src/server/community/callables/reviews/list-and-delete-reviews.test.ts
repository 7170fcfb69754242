import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTOGRAM_MAX_REVIEWS } from '../../reviews/review-rules';
import { models, users } from '../../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectFiguresMatchRows, reviewRowsOf } from '../../../test/review-figures';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

describe('listReviews', () => {
  it('lists newest first with keyset paging, the caller’s own review, the figures and the stars’ histogram', async () => {
    const model = await createModelViaApi(owner.client);
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await createUser(t));
    for (const [i, p] of people.entries()) await p.client.call('submitReview', { modelId: model.id, rating: [5, 4, 4, 1, 5][i], comment: `Review ${i}` });
    // Updating a review brings it back to the top.
    await people[0]!.client.call('submitReview', { modelId: model.id, rating: 3, comment: 'Review 0, revised' });
    // A reviewer with no display name is shown by username, one with neither as 'Anonymous'.
    await t.services.db.update(users).set({ displayName: '' }).where(eq(users.id, people[1]!.user.id));
    await t.services.db.update(users).set({ displayName: '', username: null }).where(eq(users.id, people[2]!.user.id));

    const comments: string[] = [];
    let cursor: string | undefined;
    const first = await t.client().call('listReviews', { modelId: model.id, limit: 2 });
    expect(first.result).toMatchObject({ mine: null, reviewCount: 5, averageRating: 17 / 5, histogram: [1, 0, 1, 2, 1] });
    do {
      const page = await people[3]!.client.call('listReviews', { modelId: model.id, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      expect(page.result.mine).toMatchObject({ rating: 1, comment: 'Review 3' });
      if (cursor) expect(page.result.histogram).toBeNull();
      comments.push(...page.result.reviews.map((r: { comment: string }) => r.comment));
      cursor = page.result.nextCursor ?? undefined;
    } while (cursor);
    expect(comments).toEqual(['Review 0, revised', 'Review 4', 'Review 3', 'Review 2', 'Review 1']);
    const all = (await t.client().call('listReviews', { modelId: model.id, limit: 50 })).result.reviews;
    const names = Object.fromEntries(all.map((r: { comment: string; reviewer: { displayName: string } }) => [r.comment, r.reviewer.displayName]));
    expect(names['Review 1']).toBe(people[1]!.user.username);
    expect(names['Review 2']).toBe('Anonymous');
    expect(names['Review 4']).toBe(people[4]!.user.displayName);
  });

  it('hides a private model’s reviews from others and refuses bad input', async () => {
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    await admin.client.call('submitReview', { modelId: hidden.id, rating: 2, comment: 'Secret' });
    expect(await t.client().call('listReviews', { modelId: hidden.id })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect(await other.client.call('listReviews', { modelId: hidden.id })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect((await owner.client.call('listReviews', { modelId: hidden.id })).result).toMatchObject({ reviewCount: 1, reviews: [{ comment: 'Secret' }], mine: null });
    expect((await admin.client.call('listReviews', { modelId: hidden.id })).result.mine).toMatchObject({ comment: 'Secret' });
    for (const data of [{}, { modelId: hidden.id, limit: 0 }, { modelId: hidden.id, limit: 51 }, { modelId: hidden.id, cursor: 'nope' }]) {
      const answer = await owner.client.call('listReviews', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/modelId|limit|cursor/);
    }
  });
});

describe('listReviews at scale', () => {
  it('reads a page from reviews_model_newest_idx, and leaves the histogram out past HISTOGRAM_MAX_REVIEWS', async () => {
    const model = await createModelViaApi(owner.client);
    const n = HISTOGRAM_MAX_REVIEWS + 1;
    await t.services.db.execute(sql`insert into users (id, email, username, display_name)
      select 'many' || i, 'many' || i || '@example.in', 'many_' || i, 'Many ' || i from generate_series(1, ${n}) i`);
    await t.services.db.execute(sql`insert into reviews (id, model_id, reviewer_id, rating) select 'many' || i, ${model.id}, 'many' || i, 1 + i % 5 from generate_series(1, ${n}) i`);
    await t.services.db.update(models).set({ reviewCount: n, ratingTotal: 3 * n }).where(eq(models.id, model.id));
    const first = (await t.client().call('listReviews', { modelId: model.id })).result;
    expect(first).toMatchObject({ reviewCount: n, histogram: null });
    expect(first.reviews).toHaveLength(10);
    const plan = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute(sql`explain select id from reviews where model_id = ${model.id}
        order by updated_at desc nulls last, id desc nulls last limit 11`);
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('reviews_model_newest_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('deleteReview', () => {
  it('lets the reviewer and an admin delete, refuses others, and moves the figures back exactly', async () => {
    const model = await createModelViaApi(owner.client);
    const mine = (await other.client.call('submitReview', { modelId: model.id, rating: 5 })).result.review.id as string;
    const fan = await createUser(t);
    const theirs = (await fan.client.call('submitReview', { modelId: model.id, rating: 2 })).result.review.id as string;
    const third = await createUser(t);
    await third.client.call('submitReview', { modelId: model.id, rating: 4 });

    expect(await t.client().call('deleteReview', { reviewId: mine })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await owner.client.call('deleteReview', { reviewId: mine })).toMatchObject({ status: 403, error: { message: 'You can only delete your own review' } });
    expect(await fan.client.call('deleteReview', { reviewId: mine })).toMatchObject({ status: 403 });
    expect(await other.client.call('deleteReview', { reviewId: 'no-such-review' })).toMatchObject({ status: 404, error: { message: 'Review not found' } });
    for (const data of [{}, { reviewId: '' }, { reviewId: 5 }]) {
      const answer = await other.client.call('deleteReview', data);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/reviewId/);
    }
    expect(await reviewRowsOf(t, model.id)).toHaveLength(3);

    expect((await other.client.call('deleteReview', { reviewId: mine })).result).toEqual({ success: true, reviewCount: 2, averageRating: 3 });
    expect(await other.client.call('deleteReview', { reviewId: mine })).toMatchObject({ status: 404 });
    expect((await admin.client.call('deleteReview', { reviewId: theirs })).result).toEqual({ success: true, reviewCount: 1, averageRating: 4 });
    expect(await expectFiguresMatchRows(t, model.id)).toEqual({ rows: 1, total: 4 });
    // Reviewing again after deleting is a new review.
    expect((await other.client.call('submitReview', { modelId: model.id, rating: 1 })).result).toMatchObject({ isNew: true, reviewCount: 2, averageRating: 2.5 });
  });

  it('keeps figures exact when deletes and reviews race, and back to zero when all are gone', async () => {
    const model = await createModelViaApi(owner.client);
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const ids = (await Promise.all(people.map((p, i) => p.client.call('submitReview', { modelId: model.id, rating: 1 + i % 5 })))).map((a) => a.result.review.id as string);
    await Promise.all([
      ...people.map((p, i) => p.client.call('deleteReview', { reviewId: ids[i] })),
      ...people.map((p, i) => p.client.call('deleteReview', { reviewId: ids[i] })),
      ...people.slice(0, 3).map((p) => p.client.call('submitReview', { modelId: model.id, rating: 5 })),
    ]);
    await expectFiguresMatchRows(t, model.id);
    for (const p of people) {
      const own = (await p.client.call('listReviews', { modelId: model.id })).result.mine;
      if (own) await p.client.call('deleteReview', { reviewId: own.id });
    }
    expect(await expectFiguresMatchRows(t, model.id)).toEqual({ rows: 0, total: 0 });
  });

  it('hides a review of a private model from others as not found', async () => {
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    const id = (await admin.client.call('submitReview', { modelId: hidden.id, rating: 4 })).result.review.id;
    expect(await other.client.call('deleteReview', { reviewId: id })).toMatchObject({ status: 404, error: { message: 'Review not found' } });
    expect(await owner.client.call('deleteReview', { reviewId: id })).toMatchObject({ status: 403 });
    expect((await admin.client.call('deleteReview', { reviewId: id })).status).toBe(200);
  });
});
