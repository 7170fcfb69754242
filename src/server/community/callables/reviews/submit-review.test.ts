import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectFiguresMatchRows, reviewRowsOf, storedFigures } from '../../../test/review-figures';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

describe('submitReview', () => {
  it('writes one review per person, a second one updating the first, with exact figures and an event', async () => {
    const model = await createModelViaApi(owner.client);
    const first = await other.client.call('submitReview', { modelId: model.id, rating: 4, comment: '  Prints cleanly.  ' });
    expect(first).toMatchObject({ status: 200, result: { success: true, isNew: true, averageRating: 4, reviewCount: 1, review: { rating: 4, comment: 'Prints cleanly.' } } });
    expect(first.result.review.reviewer).toEqual({ uid: other.user.id, displayName: other.user.displayName, photoURL: null });
    expect((await storedFigures(t, model.id)).lastReviewedAt).toBeInstanceOf(Date);

    const again = await other.client.call('submitReview', { modelId: model.id, rating: 2 });
    expect(again.result).toMatchObject({ isNew: false, averageRating: 2, reviewCount: 1, review: { id: first.result.review.id, rating: 2, comment: '' } });
    expect(Date.parse(again.result.review.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.result.review.updatedAt));
    expect(again.result.review.createdAt).toBe(first.result.review.createdAt);

    expect((await admin.client.call('submitReview', { modelId: model.id, rating: 5 })).result).toMatchObject({ isNew: true, averageRating: 3.5, reviewCount: 2 });
    expect(await reviewRowsOf(t, model.id)).toHaveLength(2);
    expect(await expectFiguresMatchRows(t, model.id)).toEqual({ rows: 2, total: 7 });
    expect((await storedFigures(t, model.id)).ratingScore).toBe((15 + 7) / (5 + 2));
    // The model page shows the same figures.
    expect((await t.client().call('getModel', { modelId: model.id })).result.model).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    const events = await t.services.db.select().from(domainEvents).where(and(eq(domainEvents.subjectId, model.id), eq(domainEvents.type, 'model.reviewed')));
    expect(events.map((e) => [e.actorId, e.data])).toEqual([
      [other.user.id, { reviewId: first.result.review.id, rating: 4, ownerId: owner.user.id, isNew: true }],
      [other.user.id, { reviewId: first.result.review.id, rating: 2, ownerId: owner.user.id, isNew: false }],
      [admin.user.id, { reviewId: expect.any(String), rating: 5, ownerId: owner.user.id, isNew: true }],
    ]);
  });

  it('answers per role: signed out 401, the owner 403, a private model not found for others, an admin may review it', async () => {
    const model = await createModelViaApi(owner.client);
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    expect(await t.client().call('submitReview', { modelId: model.id, rating: 5 })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await owner.client.call('submitReview', { modelId: model.id, rating: 5 })).toMatchObject({ status: 403, error: { message: 'You cannot review your own model' } });
    expect(await owner.client.call('submitReview', { modelId: hidden.id, rating: 5 })).toMatchObject({ status: 403 });
    expect(await other.client.call('submitReview', { modelId: hidden.id, rating: 5 })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect(await other.client.call('submitReview', { modelId: 'no-such-model', rating: 5 })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect((await admin.client.call('submitReview', { modelId: hidden.id, rating: 3 })).status).toBe(200);
    expect(await reviewRowsOf(t, model.id)).toHaveLength(0);
    expect(await expectFiguresMatchRows(t, hidden.id)).toEqual({ rows: 1, total: 3 });
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const model = await createModelViaApi(owner.client);
    const cases: [unknown, RegExp][] = [
      [{ modelId: model.id, rating: 0 }, /rating/],
      [{ modelId: model.id, rating: 6 }, /rating/],
      [{ modelId: model.id, rating: 2.5 }, /rating/],
      [{ modelId: model.id, rating: '5' }, /rating/],
      [{ modelId: model.id }, /rating/],
      [{ modelId: model.id, rating: null }, /rating/],
      [{ modelId: model.id, rating: 4, comment: 'x'.repeat(1001) }, /comment/],
      [{ modelId: model.id, rating: 4, comment: 7 }, /comment/],
      [{ rating: 4 }, /modelId/],
      [{ modelId: '', rating: 4 }, /modelId/],
    ];
    for (const [data, field] of cases) {
      const answer = await other.client.call('submitReview', data);
      expect(answer.status, JSON.stringify(data).slice(0, 80)).toBe(400);
      expect(answer.error?.message).toMatch(field);
    }
    // 1000 characters after trimming is allowed.
    expect((await other.client.call('submitReview', { modelId: model.id, rating: 4, comment: ` ${'y'.repeat(1000)} ` })).status).toBe(200);
    expect(await expectFiguresMatchRows(t, model.id)).toEqual({ rows: 1, total: 4 });
  });

  it('keeps the figures exact under many people reviewing at once, and one person submitting many times at once', async () => {
    const model = await createModelViaApi(owner.client);
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const calls = people.flatMap((p, i) => Array.from({ length: 1 + (i % 3) }, (_, j) => p.client.call('submitReview', { modelId: model.id, rating: 1 + ((i + j) % 5) })));
    // The same person four times at once, with different stars.
    calls.push(...[5, 1, 3, 2].map((rating) => other.client.call('submitReview', { modelId: model.id, rating })));
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const rows = await reviewRowsOf(t, model.id);
    expect(rows).toHaveLength(11);
    expect(rows.filter((r) => r.reviewerId === other.user.id)).toHaveLength(1);
    expect(answers.filter((a) => a.result.isNew)).toHaveLength(11);
    const { total } = await expectFiguresMatchRows(t, model.id);
    expect(total).toBe(rows.reduce((sum, r) => sum + r.rating, 0));
  });

  it('holds a person to the community rate limit', async () => {
    const limited = await createTestApp({ COMMUNITY_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const maker = await createUser(limited);
      const fan = await createUser(limited);
      const model = await createModelViaApi(maker.client);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fan.client.call('submitReview', { modelId: model.id, rating: 5 })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
