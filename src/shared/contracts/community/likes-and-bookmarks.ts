import { z } from 'zod';
import { defineContract } from '../define-contract';
import { ModelCardItem, ModelId } from '../models/model-shapes';

export const toggleLike = defineContract({
  name: 'toggleLike',
  summary:
    "Like a model the caller can see, or take the like back (SPEC §3: one like per user and model; the model's likes move by exactly one). Answers the new state and the model's likes as of now.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ modelId: ModelId }),
  output: z.object({ success: z.literal(true), liked: z.boolean(), likes: z.number().int() }),
});

export const toggleBookmark = defineContract({
  name: 'toggleBookmark',
  summary: 'Save a model the caller can see to their Saved list, or take it off (SPEC §3 bookmark, id modelId_userId).',
  access: 'user',
  rateLimit: 'community',
  input: z.object({ modelId: ModelId }),
  output: z.object({ success: z.literal(true), bookmarked: z.boolean() }),
});

export const listSavedModels = defineContract({
  name: 'listSavedModels',
  summary: "The caller's saved (bookmarked) models, newest saved first, as cards; models that have since gone private to them are left out.",
  access: 'user',
  input: z
    .object({ limit: z.number().int().min(1).max(48).default(24), cursor: z.string().max(200).optional() })
    .default({ limit: 24 }),
  output: z.object({ models: z.array(ModelCardItem), nextCursor: z.string().nullable() }),
});

export const listLikedAmong = defineContract({
  name: 'listLikedAmong',
  summary: "Which of the given models the caller has liked: the cards of a list show their Like toggles pressed (a list's cards are the same for everyone, so cached).",
  access: 'user',
  input: z.object({ modelIds: z.array(ModelId).min(1, 'modelIds: give at least one').max(100, 'modelIds: at most 100') }),
  output: z.object({ liked: z.array(z.string()) }),
});
