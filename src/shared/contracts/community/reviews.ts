import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH } from '../../constants/community-rules';
import { defineContract } from '../define-contract';
import { ModelId } from '../models/model-shapes';

/** SPEC §3 review: 1–5 whole stars. */
export const ReviewRating = z
  .number({ message: 'rating must be a whole number from 1 to 5' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be a whole number from 1 to 5')
  .max(5, 'rating must be a whole number from 1 to 5');

const ReviewId = z.string().trim().min(1, 'reviewId is required').max(64);

/** The rating figures the model page and cards show, as they are after the call. */
const RatingFigures = z.object({ averageRating: z.number(), reviewCount: z.number().int() });

export const ReviewItem = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** displayName, else username, else SPEC §3's 'Anonymous'. */
  reviewer: z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string().nullable() }),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const submitReview = defineContract({
  name: 'submitReview',
  summary:
    "Review a model the caller can see, never their own: 1–5 stars and an optional comment (up to 1000 characters). One review per person and model; a second one updates the first. Answers the review and the model's figures as of now.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({
    modelId: ModelId,
    rating: ReviewRating,
    comment: z
      .string({ message: 'comment must be text' })
      .trim()
      .max(REVIEW_COMMENT_MAX_LENGTH, `comment can be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
      .optional(),
  }),
  output: RatingFigures.extend({ success: z.literal(true), isNew: z.boolean(), review: ReviewItem }),
});

export const deleteReview = defineContract({
  name: 'deleteReview',
  summary: "Delete a review: its reviewer may delete their own, an admin any. The model's rating figures move back exactly.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ reviewId: ReviewId }),
  output: RatingFigures.extend({ success: z.literal(true) }),
});

export const listReviews = defineContract({
  name: 'listReviews',
  summary:
    "A visible model's reviews, newest (or newest updated) first with keyset paging; the caller's own review (`mine`), the model's average and count, and how many reviews gave each number of stars (`histogram[0]` is one star; on the first page, for models with up to 5,000 reviews).",
  access: 'public',
  input: z.object({
    modelId: ModelId,
    limit: z.number().int().min(1).max(50).default(10),
    cursor: z.string().max(200).optional(),
  }),
  output: RatingFigures.extend({
    reviews: z.array(ReviewItem),
    nextCursor: z.string().nullable(),
    mine: ReviewItem.nullable(),
    /** Reviews per number of stars, [one star … five]; on the first page of a model with up to 5,000 reviews, else null. */
    histogram: z.array(z.number().int()).length(5).nullable(),
  }),
});
