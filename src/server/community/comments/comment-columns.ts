import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ANONYMOUS_NAME } from '../../../shared/constants/community-rules';
import type { CommentItem } from '../../../shared/contracts/community/comments';
import { commentLikes, comments, users } from '../../db/schema';
import { isAllowed, type Viewer, type ModelKeys } from '../../policies';

/** The columns a comment is shown from: its row, its author's name and picture, and the viewer's like. */
export function commentColumns(viewerId: string | null) {
  return {
    id: comments.id,
    modelId: comments.modelId,
    parentId: comments.parentId,
    userId: comments.userId,
    body: comments.body,
    createdAt: comments.createdAt,
    editedAt: comments.editedAt,
    likes: comments.likes,
    replyCount: comments.replyCount,
    displayName: users.displayName,
    username: users.username,
    photoURL: users.photoURL,
    // Signed out, nobody's like is theirs: a constant rather than a lookup.
    likedByMe: viewerId === null ? sql<boolean>`false` : likedBy(viewerId),
  };
}

function likedBy(viewerId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${commentLikes} where ${and(eq(commentLikes.commentId, comments.id), eq(commentLikes.userId, viewerId))})`.mapWith(Boolean);
}

export interface CommentRow {
  id: string;
  modelId: string;
  parentId: string | null;
  userId: string;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  likes: number;
  replyCount: number;
  displayName: string;
  username: string | null;
  photoURL: string | null;
  likedByMe: boolean;
}

/** SPEC §3: the author's display name, else their username, else 'Anonymous'. */
export function authorName(user: { displayName: string; username: string | null }): string {
  return user.displayName.trim() || user.username?.trim() || ANONYMOUS_NAME;
}

/** A row as the page shows it, with what this viewer may do to it (the policies decide). */
export function toCommentItem(row: CommentRow, viewer: Viewer, model: Pick<ModelKeys, 'userId' | 'visibility'>): CommentItem {
  const keys = { userId: row.userId, createdAt: row.createdAt, model };
  return {
    id: row.id,
    modelId: row.modelId,
    parentId: row.parentId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likes: row.likes,
    replyCount: row.replyCount,
    author: { uid: row.userId, displayName: authorName(row), photoURL: row.photoURL },
    likedByMe: Boolean(row.likedByMe),
    canEdit: isAllowed(viewer, 'comment.edit', keys),
    canDelete: isAllowed(viewer, 'comment.delete', keys),
  };
}
