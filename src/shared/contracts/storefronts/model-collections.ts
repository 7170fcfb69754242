import { z } from 'zod';
import { COLLECTION_DESCRIPTION_MAX_LENGTH, COLLECTION_NAME_MAX_LENGTH } from '../../constants/community-rules';
import {
  MODEL_COLLECTION_MODELS_MAX,
  MODEL_COLLECTION_TAG_MAX_LENGTH,
  MODEL_COLLECTION_TAGS_MAX,
  STOREFRONT_COLLECTION_TYPES,
} from '../../constants/storefront-rules';
import { CollectionSummary } from '../community/collections';
import { defineContract } from '../define-contract';
import { ModelId } from '../models/model-shapes';

const Tag = z
  .string({ message: 'tags: each must be text' })
  .trim()
  .min(1, 'tags: a tag cannot be empty')
  .max(MODEL_COLLECTION_TAG_MAX_LENGTH, `tags: each at most ${MODEL_COLLECTION_TAG_MAX_LENGTH} characters`);

/** SPEC §7 createModelCollection (§3 Model collection's fields): a storefront collection, kept as one of the creator's collections. */
export const createModelCollection = defineContract({
  name: 'createModelCollection',
  summary:
    "Make a collection for the caller's storefront (Pro and Elite creators): a name, a description, a type (curated, series, bundle, seasonal), 1–100 of the caller's own public models in order, up to 10 tags, and a cover (`coverImageUrl`: the preview of one of those models, as the API gives it). It is a public collection like any other (getCollection, updateCollection, deleteCollection), shown on the storefront. Errors read \"Failed to create model collection: {reason}\".",
  access: 'user',
  rateLimit: 'community',
  failureMessage: 'Failed to create model collection',
  input: z.strictObject({
    name: z
      .string({ message: 'name: must be text' })
      .trim()
      .min(1, 'name is required')
      .max(COLLECTION_NAME_MAX_LENGTH, `name is at most ${COLLECTION_NAME_MAX_LENGTH} characters`),
    description: z
      .string({ message: 'description: must be text' })
      .trim()
      .max(COLLECTION_DESCRIPTION_MAX_LENGTH, `description is at most ${COLLECTION_DESCRIPTION_MAX_LENGTH} characters`)
      .default(''),
    type: z.enum(STOREFRONT_COLLECTION_TYPES, { message: `type: one of ${STOREFRONT_COLLECTION_TYPES.join(', ')}` }).default('curated'),
    modelIds: z
      .array(ModelId, { message: 'modelIds: must be a list of model ids' })
      .min(1, 'modelIds: choose at least one model')
      .max(MODEL_COLLECTION_MODELS_MAX, `modelIds: at most ${MODEL_COLLECTION_MODELS_MAX} models`)
      .refine((ids) => new Set(ids).size === ids.length, 'modelIds: each model at most once'),
    tags: z
      .array(Tag, { message: 'tags: must be a list' })
      .max(MODEL_COLLECTION_TAGS_MAX, `tags: at most ${MODEL_COLLECTION_TAGS_MAX}`)
      .default([]),
    coverImageUrl: z.string({ message: 'coverImageUrl: must be text' }).trim().max(500, 'coverImageUrl is too long').nullable().default(null),
  }),
  output: z.object({ success: z.literal(true), collection: CollectionSummary }),
});
