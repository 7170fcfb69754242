import { z } from 'zod';
import { id, ofOwner, whole, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (likes, saves, comments, reviews, follows, collections and collaboration), and what each carries (decision 059): checked when recorded and when read. */
export const COMMUNITY_EVENTS = {
  'model.liked': ofOwner,
  'model.unliked': ofOwner,
  'model.bookmarked': ofOwner,
  /** parentAuthorId only on a reply. */
  'model.commented': z.object({ commentId: id, parentId: id.nullable(), ownerId: id, parentAuthorId: id.optional() }),
  'model.reviewed': z.object({ reviewId: id, rating: whole, ownerId: id, isNew: z.boolean() }),
  'comment.liked': z.object({ modelId: id, commentAuthorId: id }),
  /** removed: the comment and its replies. */
  'comment.deleted': z.object({ modelId: id, parentId: id.nullable(), authorId: id, ownerId: id, removed: whole }),
  'user.followed': z.object({ followersCount: whole }),
  'user.unfollowed': z.object({ followersCount: whole }),
  'collection.model_added': z.object({ collectionId: id, collectionName: z.string(), modelId: id, modelOwnerId: id }),
  'collaboration.requested': z.object({ requestId: id, modelId: id, ownerId: id }),
  'collaboration.answered': z.object({ requestId: id, modelId: id, requesterId: id, ownerId: id, status: z.enum(['accepted', 'declined', 'withdrawn']) }),
} as const satisfies EventSchemas;
