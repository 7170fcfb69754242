import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { models, reviews } from '../db/schema';
import type { TestApp } from './test-app';

/** The model's review figures as stored on its row. */
export async function storedFigures(t: TestApp, modelId: string) {
  const [row] = await t.services.db
    .select({ reviewCount: models.reviewCount, ratingTotal: models.ratingTotal, averageRating: models.averageRating, ratingScore: models.ratingScore, lastReviewedAt: models.lastReviewedAt })
    .from(models)
    .where(eq(models.id, modelId));
  return row!;
}

/** Checks the model's figures against a recount of its review rows, to the last bit of the doubles. */
export async function expectFiguresMatchRows(t: TestApp, modelId: string): Promise<{ rows: number; total: number }> {
  const [recount] = await t.services.db
    .select({ rows: count(), total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.modelId, modelId));
  const rows = recount!.rows;
  const total = Number(recount!.total);
  const stored = await storedFigures(t, modelId);
  expect({ reviewCount: stored.reviewCount, ratingTotal: stored.ratingTotal, averageRating: stored.averageRating, ratingScore: stored.ratingScore }).toEqual({
    reviewCount: rows,
    ratingTotal: total,
    averageRating: rows > 0 ? total / rows : 0,
    ratingScore: rows > 0 ? (15 + total) / (5 + rows) : 0,
  });
  return { rows, total };
}

export async function reviewRowsOf(t: TestApp, modelId: string) {
  return t.services.db.select().from(reviews).where(eq(reviews.modelId, modelId));
}
