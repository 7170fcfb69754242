import { z } from 'zod';
import { defineContract } from '../define-contract';

export const ACTIVITY_KINDS = ['like', 'comment', 'review', 'download', 'milestone'] as const;

export const ModelActivityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /** Who did it: null for a visitor who was not signed in, an account since deleted, or a milestone. */
  actor: z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string().nullable() }).nullable(),
  model: z.object({ id: z.string(), title: z.string(), slug: z.string(), thumbnail: z.string().nullable() }),
  /** The stars, for a review. */
  rating: z.number().int().nullable(),
  /** The views reached, for a milestone. */
  milestone: z.number().int().nullable(),
});
export type ModelActivityItem = z.infer<typeof ModelActivityItem>;

export const listModelActivity = defineContract({
  name: 'listModelActivity',
  summary:
    "The dashboard's recent activity on the caller's models, newest first: other people's likes (still standing), comments (not deleted), reviews and downloads, and view milestones reached.",
  access: 'user',
  input: z
    .object({ limit: z.number().int().min(1).max(50).default(20), cursor: z.string().max(200).optional() })
    .default({ limit: 20 }),
  output: z.object({ items: z.array(ModelActivityItem), nextCursor: z.string().nullable() }),
});
