import { z } from 'zod';
import { COLLECTION_DESCRIPTION_MAX_LENGTH, COLLECTION_NAME_MAX_LENGTH } from '../../constants/community-rules';
import { STOREFRONT_COLLECTION_TYPES } from '../../constants/storefront-rules';
import { defineContract } from '../define-contract';
import { ModelCardItem, ModelId } from '../models/model-shapes';

/** SPEC §5: an unknown collection or model, one the caller may not see, or a collection that is not theirs. */
export const COLLECTION_NOT_FOUND = 'Collection or model not found';

export const CollectionId = z.string().trim().min(1, 'collectionId is required').max(64, 'collectionId is too long');
const Name = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(COLLECTION_NAME_MAX_LENGTH, `name must be at most ${COLLECTION_NAME_MAX_LENGTH} characters`);
const Description = z
  .string()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX_LENGTH, `description must be at most ${COLLECTION_DESCRIPTION_MAX_LENGTH} characters`);
const Visibility = z.enum(['public', 'private']);
const Cursor = z.string().max(200).optional();

const Person = z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string().nullable() });

/**
 * A collection as a list shows it. `modelCount` and `cover` count only the models the viewer may
 * see, so a model that went private to them is neither shown nor counted.
 */
export const CollectionSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: Visibility,
  modelCount: z.number().int(),
  cover: z.string().nullable(),
  /** A storefront collection's kind (createModelCollection); null for an ordinary collection. */
  type: z.enum(STOREFRONT_COLLECTION_TYPES).nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionSummary = z.infer<typeof CollectionSummary>;

export const CollectionDetail = CollectionSummary.extend({
  owner: Person,
  isOwner: z.boolean(),
});
export type CollectionDetail = z.infer<typeof CollectionDetail>;

export const createCollection = defineContract({
  name: 'createCollection',
  summary: 'Create a collection of the caller (SPEC §3 collection): a name of 1–100 characters, an optional description, public unless said otherwise.',
  access: 'user',
  rateLimit: 'community',
  input: z.object({ name: Name, description: Description.default(''), visibility: Visibility.default('public') }),
  output: z.object({ success: z.literal(true), collection: CollectionSummary }),
});

export const updateCollection = defineContract({
  name: 'updateCollection',
  summary: "Change a collection's name, description or visibility; its owner only.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ collectionId: CollectionId, name: Name.optional(), description: Description.optional(), visibility: Visibility.optional() }),
  output: z.object({ success: z.literal(true), collection: CollectionSummary }),
});

export const deleteCollection = defineContract({
  name: 'deleteCollection',
  summary: 'Delete a collection (its models stay where they are); its owner, or an admin for moderation.',
  access: 'user',
  rateLimit: 'community',
  input: z.object({ collectionId: CollectionId }),
  output: z.object({ success: z.literal(true) }),
});

export const addModelToCollection = defineContract({
  name: 'addModelToCollection',
  summary: "Add a model the caller may see to the end of one of their collections; adding it again changes nothing. SPEC §5: 'Collection or model not found'.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ collectionId: CollectionId, modelId: ModelId }),
  output: z.object({ success: z.literal(true), added: z.boolean(), modelCount: z.number().int() }),
});

export const removeModelFromCollection = defineContract({
  name: 'removeModelFromCollection',
  summary: "Take a model out of one of the caller's collections; taking it out again changes nothing. SPEC §5: 'Collection or model not found'.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ collectionId: CollectionId, modelId: ModelId }),
  output: z.object({ success: z.literal(true), removed: z.boolean(), modelCount: z.number().int() }),
});

export const reorderCollection = defineContract({
  name: 'reorderCollection',
  summary: "Put a collection's models in a new order: `modelIds` must be exactly its models, each once.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ collectionId: CollectionId, modelIds: z.array(ModelId).max(10_000) }),
  output: z.object({ success: z.literal(true) }),
});

export const getCollection = defineContract({
  name: 'getCollection',
  summary:
    "A collection and its models in their order, as cards, leaving out models private to the viewer. A private collection is 'Collection or model not found' to anyone but its owner and admins (moderation).",
  access: 'public',
  input: z.object({ collectionId: CollectionId, cursor: Cursor }),
  output: z.object({ collection: CollectionDetail, models: z.array(ModelCardItem), nextCursor: z.string().nullable() }),
});

export const listUserCollections = defineContract({
  name: 'listUserCollections',
  summary: "A person's collections, most recently changed first: the public ones, and all of them for the person themself.",
  access: 'public',
  input: z.object({ userId: z.string().trim().min(1, 'userId is required').max(64), cursor: Cursor }),
  output: z.object({ collections: z.array(CollectionSummary), nextCursor: z.string().nullable() }),
});

export const listMyCollections = defineContract({
  name: 'listMyCollections',
  summary: "All of the caller's collections for the Save to collection dialog, most recently changed first, each saying whether `modelId` is in it.",
  access: 'user',
  input: z.object({ modelId: ModelId.optional() }).default({}),
  output: z.object({ collections: z.array(CollectionSummary.extend({ hasModel: z.boolean() })) }),
});
