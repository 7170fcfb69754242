import { sql } from 'drizzle-orm';
import type { ReviewItem } from '../../../shared/contracts/community/reviews';
import { ANONYMOUS_NAME } from '../../../shared/constants/community-rules';
import { reviews, users } from '../../db/schema';

/** Issue 12: a creator does not rate their own work. */
export const OWN_MODEL_REVIEW = 'You cannot review your own model';
export const REVIEW_NOT_FOUND = 'Review not found';
export const NOT_YOUR_REVIEW = 'You can only delete your own review';

/**
 * The star histogram is counted from the review rows (no per-star counters on the model), which
 * costs about a millisecond per thousand reviews: past this many it is left out, so the first
 * page stays fast (bench/review-page.ts: at 100,000 reviews the count alone took p50 31 ms).
 */
export const HISTOGRAM_MAX_REVIEWS = 5000;

/** What a review item reads: the review and its reviewer's public card fields. */
export const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  reviewerId: reviews.reviewerId,
  // SPEC §3: the display name, else the username, else 'Anonymous'.
  reviewerName: sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(${users.username}, ''), ${ANONYMOUS_NAME})`,
  reviewerPhoto: users.photoURL,
};

export interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  reviewerId: string;
  reviewerName: string;
  reviewerPhoto: string | null;
}

export function toReviewItem(row: ReviewRow): ReviewItem {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewer: { uid: row.reviewerId, displayName: row.reviewerName, photoURL: row.reviewerPhoto },
  };
}
