import { AppError } from '../../shared/app-error';
import { isAdminUser, type Role } from '../../shared/constants/roles';
import { COLLABORATION_NOT_FOUND } from '../../shared/contracts/community/collaboration';
import { COLLECTION_NOT_FOUND } from '../../shared/contracts/community/collections';
import type { collaborationRequests, collections, ModelRow, UserRow } from '../db/schema';
import { COMMENT_EDIT_WINDOW_MS } from '../../shared/constants/community-rules';
import { COMMENT_NOT_FOUND, EDIT_WINDOW_OVER, NOT_ALLOWED_TO_DELETE_COMMENT, NOT_ALLOWED_TO_EDIT_COMMENT } from './comments';
import { MODEL_NOT_FOUND, NOT_ALLOWED_TO_DELETE, NOT_ALLOWED_TO_EDIT } from './models';
import { isPublicModel } from '../../shared/policies/model-visibility';
import { whyCannotChangeRole, whyCannotDeleteUser, whyCannotSetStatus } from '../../shared/policies/admin-user-rules';

export type Viewer = Pick<UserRow, 'id' | 'role' | 'isAdmin'> | null;
type ModelKeys = Pick<ModelRow, 'userId' | 'visibility'>;
type UserKeys = Pick<UserRow, 'id' | 'role' | 'isAdmin'>;
/** A comment's author and when it was written, with the keys of the model it is on. */
type CommentKeys = { userId: string; createdAt: Date; model: ModelKeys };
type CollectionKeys = Pick<typeof collections.$inferSelect, 'userId' | 'visibility'>;
type CollaborationKeys = Pick<typeof collaborationRequests.$inferSelect, 'requesterId' | 'ownerId'>;

/**
 * Every record-level rule, by action: who may do what to which record. A rule answers the error
 * to throw, or null when the viewer may. A private model answers exactly like a missing one to
 * anyone who may not see it, so its existence is not revealed; one they may see but not change
 * answers SPEC §5's texts. Later features (comments, collections, follows) add their actions here.
 */
interface Records {
  'model.view': ModelKeys;
  'model.edit': ModelKeys;
  'model.delete': ModelKeys;
  'user.delete': UserKeys;
  'user.changeRole': UserKeys & { newRole: Role };
  'user.setStatus': UserKeys;
  'comment.view': CommentKeys;
  'comment.edit': CommentKeys;
  'comment.delete': CommentKeys;
  'collection.view': CollectionKeys;
  'collection.edit': CollectionKeys;
  'collection.delete': CollectionKeys;
  'collaboration.view': CollaborationKeys;
  'collaboration.answer': CollaborationKeys;
  'collaboration.withdraw': CollaborationKeys;
}
export type Action = keyof Records;

const owns = (viewer: Viewer, model: ModelKeys) => viewer !== null && (viewer.id === model.userId || isAdminUser(viewer));
const notFound = (text: string) => new AppError('not-found', text);
const denied = (text: string | null) => (text === null ? null : new AppError('permission-denied', text));

const RULES: { [A in Action]: (viewer: Viewer, record: Records[A]) => AppError | null } = {
  'model.view': (viewer, model) => (isPublicModel(model) || owns(viewer, model) ? null : notFound(MODEL_NOT_FOUND)),
  'model.edit': (viewer, model) => RULES['model.view'](viewer, model) ?? (owns(viewer, model) ? null : denied(NOT_ALLOWED_TO_EDIT)),
  'model.delete': (viewer, model) => RULES['model.view'](viewer, model) ?? (owns(viewer, model) ? null : denied(NOT_ALLOWED_TO_DELETE)),
  'user.delete': (viewer, target) => (viewer ? denied(whyCannotDeleteUser(viewer, target)) : denied('Admin access required')),
  'user.changeRole': (viewer, target) => (viewer ? denied(whyCannotChangeRole(viewer, target, target.newRole)) : denied('Admin access required')),
  'user.setStatus': (viewer, target) => (viewer ? denied(whyCannotSetStatus(viewer, target)) : denied('Admin access required')),
  // A comment on a model the viewer may not see is not there for them; only its author edits it, for 15 minutes.
  'comment.view': (viewer, comment) => (RULES['model.view'](viewer, comment.model) ? notFound(COMMENT_NOT_FOUND) : null),
  'comment.edit': (viewer, comment) =>
    RULES['comment.view'](viewer, comment) ??
    (viewer?.id !== comment.userId ? denied(NOT_ALLOWED_TO_EDIT_COMMENT) : null) ??
    (Date.now() - comment.createdAt.getTime() >= COMMENT_EDIT_WINDOW_MS ? denied(EDIT_WINDOW_OVER) : null),
  'comment.delete': (viewer, comment) =>
    RULES['comment.view'](viewer, comment) ??
    (viewer !== null && (viewer.id === comment.userId || owns(viewer, comment.model)) ? null : denied(NOT_ALLOWED_TO_DELETE_COMMENT)),
  // Admins see private collections (moderation) and may delete one, but a collection is a person's
  // own list: only its owner changes it, and to anyone else it is SPEC §5's not-found.
  'collection.view': (viewer, c) => (c.visibility === 'public' || owns(viewer, c) ? null : notFound(COLLECTION_NOT_FOUND)),
  'collection.edit': (viewer, c) => (viewer?.id === c.userId ? null : notFound(COLLECTION_NOT_FOUND)),
  'collection.delete': (viewer, c) => (owns(viewer, c) ? null : notFound(COLLECTION_NOT_FOUND)),
  // A collaboration request is between two people: to anyone else, admins too, it does not exist.
  'collaboration.view': (viewer, r) => (viewer !== null && (viewer.id === r.requesterId || viewer.id === r.ownerId) ? null : notFound(COLLABORATION_NOT_FOUND)),
  'collaboration.answer': (viewer, r) =>
    RULES['collaboration.view'](viewer, r) ?? (viewer?.id === r.ownerId ? null : denied("Only the model's creator can answer this request")),
  'collaboration.withdraw': (viewer, r) =>
    RULES['collaboration.view'](viewer, r) ?? (viewer?.id === r.requesterId ? null : denied('Only the person who sent this request can withdraw it')),
};

const MISSING: { [A in Action]: string } = {
  'model.view': MODEL_NOT_FOUND,
  'model.edit': MODEL_NOT_FOUND,
  'model.delete': MODEL_NOT_FOUND,
  'user.delete': 'User not found',
  'user.changeRole': 'User not found',
  'user.setStatus': 'User not found',
  'comment.view': COMMENT_NOT_FOUND,
  'comment.edit': COMMENT_NOT_FOUND,
  'comment.delete': COMMENT_NOT_FOUND,
  'collection.view': COLLECTION_NOT_FOUND,
  'collection.edit': COLLECTION_NOT_FOUND,
  'collection.delete': COLLECTION_NOT_FOUND,
  'collaboration.view': COLLABORATION_NOT_FOUND,
  'collaboration.answer': COLLABORATION_NOT_FOUND,
  'collaboration.withdraw': COLLABORATION_NOT_FOUND,
};

/** Throws unless `viewer` may do `action` to `record`; a record that is not there (undefined) is not found. */
export function authorize<A extends Action>(viewer: Viewer, action: A, record: Records[A] | null | undefined): asserts record is Records[A] {
  if (!record) throw notFound(MISSING[action]);
  const refusal = RULES[action](viewer, record);
  if (refusal) throw refusal;
}

/** The same rules as a yes or no, for answers that tell the viewer what they may do (canEdit). */
export function isAllowed<A extends Action>(viewer: Viewer, action: A, record: Records[A]): boolean {
  return RULES[action](viewer, record) === null;
}
