import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../../constants/discovery-rules';
import { defineContract } from '../define-contract';

/** Explore shows a row of creators, not a list: a few, the best matches. */
export const SEARCH_CREATORS_LIMIT = 6;

/** One creator explore shows above the models a search finds. */
export const FoundCreator = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  isVerified: z.boolean(),
  /** Their public models, as their profile counts them for everyone else. */
  models: z.number().int(),
  /** Whether the signed-in caller follows them; false for a visitor. */
  followedByMe: z.boolean(),
});
export type FoundCreator = z.infer<typeof FoundCreator>;

export const searchCreators = defineContract({
  name: 'searchCreators',
  summary: `Explore's creators for a search (issue 28): at most ${SEARCH_CREATORS_LIMIT} active members with a public model whose display name or username has every word of q (the last may be the start of a word, as explore reads it), whole names first, then the most followed. Each with their public model count and whether the caller follows them.`,
  access: 'public',
  input: z.object({
    q: z
      .string({ message: 'Search text is required' })
      .trim()
      .min(1, 'Search text is required')
      .max(SEARCH_TEXT_MAX, `Search text can be at most ${SEARCH_TEXT_MAX} characters`),
  }),
  output: z.object({ creators: z.array(FoundCreator) }),
});
