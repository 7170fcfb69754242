import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { insertModelRow, type ModelRowOptions } from '../../test/discovery-factories';
import { createModelViaApi } from '../../test/model-factories';
import { sortPlan, walkSort } from '../../test/sort-walks';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let maker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  maker = await createUser(t);
});
afterAll(async () => t?.close());

/** A model with review figures as submitReview leaves them: the score is (3 × 5 + total) / (5 + count). */
async function ratedModel(title: string, stars: number[], options: ModelRowOptions = {}) {
  const row = await insertModelRow(t, maker.user.id, { title, ...options });
  const total = stars.reduce((a, b) => a + b, 0);
  const n = stars.length;
  await t.services.db
    .update(models)
    .set({ reviewCount: n, ratingTotal: total, averageRating: n ? total / n : 0, ratingScore: n ? (15 + total) / (5 + n) : 0 })
    .where(eq(models.id, row.id));
  return row;
}

const walk = (input: Record<string, unknown>, limit: number) => walkSort(t, 'rating', input, limit);

describe('searchModels sort "rating" (Top rated)', () => {
  it('orders by the Bayesian score, ties by id, unreviewed last, with and without a category and text, and pages without skipping', async () => {
    // Fifty 4.8s outrank one 5 (score 4.64 against 3.33).
    const many = await ratedModel('Rated vase many', Array.from({ length: 50 }, (_, i) => (i % 5 === 0 ? 4 : 5)));
    await ratedModel('Rated vase single', [5]);
    const tieA = await ratedModel('Rated vase tie one', [4, 4], { category: 'Art' });
    const tieB = await ratedModel('Rated vase tie two', [4, 4], { category: 'Art' });
    await ratedModel('Rated vase low', [1, 2], { category: 'Art' });
    await ratedModel('Rated vase none', [], { category: 'Art' });
    await ratedModel('Rated vase hidden', [5, 5, 5, 5, 5, 5], { visibility: 'private' });
    const ties = [tieA, tieB].sort((a, b) => (a.id < b.id ? 1 : -1)).map((m) => m.title);

    // Scores: many 4.64, single 20/6 = 3.33, each tie 23/7 = 3.29, low 18/7 = 2.57, none 0.
    const everything = ['Rated vase many', 'Rated vase single', ...ties, 'Rated vase low', 'Rated vase none'];
    expect(many.reviewCount).toBe(0);
    expect(await walk({}, 2)).toEqual(everything);
    expect(await walk({ q: 'vase' }, 2)).toEqual(everything);
    expect(await walk({ category: 'Art' }, 1)).toEqual([...ties, 'Rated vase low', 'Rated vase none']);
    expect(await walk({ category: 'Art', q: 'vase' }, 3)).toEqual([...ties, 'Rated vase low', 'Rated vase none']);
    expect(await walk({ category: 'Plants' }, 2)).toEqual([]);
  });

  it('follows real reviews: a review moves a model up the list', async () => {
    const owner = await createUser(t);
    const fans = [await createUser(t), await createUser(t)];
    const good = await createModelViaApi(owner.client, { title: 'Reviewed lantern good', category: 'Lighting' });
    const poor = await createModelViaApi(owner.client, { title: 'Reviewed lantern poor', category: 'Lighting' });
    for (const fan of fans) {
      expect((await fan.client.call('submitReview', { modelId: good.id, rating: 5 })).status).toBe(200);
      expect((await fan.client.call('submitReview', { modelId: poor.id, rating: 2 })).status).toBe(200);
    }
    expect(await walk({ category: 'Lighting' }, 10)).toEqual(['Reviewed lantern good', 'Reviewed lantern poor']);
    for (const fan of fans) await fan.client.call('submitReview', { modelId: poor.id, rating: 5 });
    await fans[0]!.client.call('submitReview', { modelId: good.id, rating: 1 });
    expect(await walk({ category: 'Lighting' }, 10)).toEqual(['Reviewed lantern poor', 'Reviewed lantern good']);
  });

  it('walks the top-rated indexes in their order, never sorting the catalogue', async () => {
    const plan = (where = sql``) => sortPlan(t, sql`rating_score desc nulls last, id desc nulls last`, where);
    const all = await plan();
    expect(all).toContain('models_public_top_rated_idx');
    expect(all).not.toMatch(/\bSort\b/);
    // In a category either top-rated index serves the order (the planner picks by the table's size).
    const art = await plan(sql`and category = 'Art'`);
    expect(art).toMatch(/models_(category|public)_top_rated_idx/);
    expect(art).not.toMatch(/\bSort\b/);
  });

  it('refuses a cursor of another sort', async () => {
    const first = await t.client().call('searchModels', { sort: 'newest', limit: 1 });
    const answer = await t.client().call('searchModels', { sort: 'rating', limit: 1, cursor: first.result.nextCursor });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/cursor/);
  });
});
