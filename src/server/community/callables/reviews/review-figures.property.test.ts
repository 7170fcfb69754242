import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../db/schema';
import { createUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectFiguresMatchRows } from '../../../test/review-figures';

// Issue 12: random sequences of reviews, re-reviews and deletions by several people on several
// models, run concurrently: each model's reviewCount, ratingTotal, averageRating and ratingScore
// must equal a recount of its review rows, and nobody has two reviews of one model.
let t: TestApp;
let people: TestUser[];
let modelIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const maker = await createUser(t);
  people = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
  modelIds = [];
  for (let i = 0; i < 3; i++) modelIds.push((await createModelViaApi(maker.client)).id);
});
afterAll(async () => t?.close());

type Step = { kind: 'review'; person: number; model: number; rating: number } | { kind: 'delete'; person: number; model: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('review' as const), person: fc.nat(3), model: fc.nat(2), rating: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), person: fc.nat(3), model: fc.nat(2) }) },
);

async function run(s: Step): Promise<void> {
  const who = people[s.person]!;
  const modelId = modelIds[s.model]!;
  if (s.kind === 'review') {
    expect((await who.client.call('submitReview', { modelId, rating: s.rating })).status).toBe(200);
    return;
  }
  const [own] = await t.services.db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.modelId, modelId), eq(reviews.reviewerId, who.user.id)));
  if (!own) return;
  // Another step of the same sequence may have deleted it first: then it is not found.
  expect([200, 404]).toContain((await who.client.call('deleteReview', { reviewId: own.id })).status);
}

describe('review figures', () => {
  it('equal a recount of the review rows after any concurrent sequence of reviews and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        await Promise.all(steps.map(run));
        for (const modelId of modelIds) {
          const { rows } = await expectFiguresMatchRows(t, modelId);
          const reviewers = new Set((await t.services.db.select({ by: reviews.reviewerId }).from(reviews).where(eq(reviews.modelId, modelId))).map((r) => r.by));
          expect(reviewers.size).toBe(rows);
        }
      }),
      { numRuns: 10 },
    );
  });
});
