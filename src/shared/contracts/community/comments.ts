import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from '../../constants/community-rules';
import { defineContract } from '../define-contract';
import { ModelId } from '../models/model-shapes';

export const CommentId = z.string().trim().min(1, 'commentId is required').max(64);

/** ORIGINAL-FACTS: 1–1000 characters, counted after trimming, so blank text is no comment. */
export const CommentBody = z
  .string()
  .trim()
  .min(1, 'a comment needs some text')
  .max(COMMENT_MAX_LENGTH, `a comment is at most ${COMMENT_MAX_LENGTH} characters`);

const Cursor = z.string().max(200).optional();

export const CommentAuthor = z.object({
  uid: z.string(),
  /** The author's display name, else their username, else SPEC §3's 'Anonymous'. */
  displayName: z.string(),
  photoURL: z.string().nullable(),
});

/** One comment as the model page shows it, with what the caller may do to it. */
export const CommentItem = z.object({
  id: z.string(),
  modelId: z.string(),
  parentId: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** Set when the author changed the text: the page marks it "edited". */
  editedAt: z.string().nullable(),
  likes: z.number().int(),
  replyCount: z.number().int(),
  author: CommentAuthor,
  likedByMe: z.boolean(),
  /** The author, within 15 minutes of posting. */
  canEdit: z.boolean(),
  /** The author, the model's owner or an admin (ORIGINAL-FACTS). */
  canDelete: z.boolean(),
});
export type CommentItem = z.infer<typeof CommentItem>;

export const listComments = defineContract({
  name: 'listComments',
  summary:
    "A model's top-level comments, newest first, with keyset paging, and the model's comment count (comments and replies). A private model is 'Model not found' to anyone but its owner and admins.",
  access: 'public',
  input: z.object({ modelId: ModelId, cursor: Cursor, limit: z.number().int().min(1).max(50).default(20) }),
  output: z.object({ comments: z.array(CommentItem), nextCursor: z.string().nullable(), commentCount: z.number().int() }),
});

export const listCommentReplies = defineContract({
  name: 'listCommentReplies',
  summary: "A comment's replies, oldest first, with keyset paging (replies are one level deep).",
  access: 'public',
  input: z.object({ commentId: CommentId, cursor: Cursor, limit: z.number().int().min(1).max(50).default(20) }),
  output: z.object({ replies: z.array(CommentItem), nextCursor: z.string().nullable() }),
});

export const addComment = defineContract({
  name: 'addComment',
  summary:
    "Comment on a model the caller can see, or reply to one of its top-level comments (1–1000 characters). The same text on the same model within a minute is refused. Answers the comment and the model's comment count.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ modelId: ModelId, body: CommentBody, parentId: CommentId.optional() }),
  output: z.object({ comment: CommentItem, commentCount: z.number().int() }),
});

export const editComment = defineContract({
  name: 'editComment',
  summary: 'Change the text of your own comment, within 15 minutes of posting it; it is then marked edited.',
  access: 'user',
  rateLimit: 'community',
  input: z.object({ commentId: CommentId, body: CommentBody }),
  output: z.object({ comment: CommentItem }),
});

export const deleteComment = defineContract({
  name: 'deleteComment',
  summary:
    "Delete a comment and its replies: the author, the model's owner or an admin (ORIGINAL-FACTS). Answers the model's comment count after.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ commentId: CommentId }),
  output: z.object({ success: z.literal(true), removed: z.number().int(), commentCount: z.number().int() }),
});

export const toggleCommentLike = defineContract({
  name: 'toggleCommentLike',
  summary: "Like a comment, or take the like back: one like per person and comment; the comment's likes move by exactly one.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ commentId: CommentId }),
  output: z.object({ success: z.literal(true), liked: z.boolean(), likes: z.number().int() }),
});
