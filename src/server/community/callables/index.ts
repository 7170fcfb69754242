import type { Implementation } from '../../callables/implement';
import { followUserFunction } from './follows/follow-user';
import { getFollowStatusFunction } from './follows/get-follow-status';
import { listFollowedModelsFunction } from './follows/list-followed-models';
import { listFollowersFunction } from './follows/list-followers';
import { listFollowingFunction } from './follows/list-following';
import { unfollowUserFunction } from './follows/unfollow-user';
import { listModelActivityFunction } from './list-model-activity';
import { createCollectionFunction } from './collections/create-collection';
import { updateCollectionFunction } from './collections/update-collection';
import { deleteCollectionFunction } from './collections/delete-collection';
import { addModelToCollectionFunction } from './collections/add-model-to-collection';
import { removeModelFromCollectionFunction } from './collections/remove-model-from-collection';
import { reorderCollectionFunction } from './collections/reorder-collection';
import { getCollectionFunction } from './collections/get-collection';
import { listUserCollectionsFunction } from './collections/list-user-collections';
import { listMyCollectionsFunction } from './collections/list-my-collections';
import { requestCollaborationFunction } from './collaboration/request-collaboration';
import { answerCollaborationRequestFunction } from './collaboration/answer-collaboration-request';
import { withdrawCollaborationRequestFunction } from './collaboration/withdraw-collaboration-request';
import { getCollaborationRequestFunction } from './collaboration/get-collaboration-request';
import { listCollaborationRequestsFunction } from './collaboration/list-collaboration-requests';
import { addCommentFunction } from './comments/add-comment';
import { deleteCommentFunction } from './comments/delete-comment';
import { editCommentFunction } from './comments/edit-comment';
import { listCommentRepliesFunction } from './comments/list-comment-replies';
import { listCommentsFunction } from './comments/list-comments';
import { toggleCommentLikeFunction } from './comments/toggle-comment-like';
import { listLikedAmongFunction } from './list-liked-among';
import { listSavedModelsFunction } from './list-saved-models';
import { getUserStatsFunction } from './profiles/get-user-stats';
import { listAchievementsFunction } from './profiles/list-achievements';
import { listUserLikesFunction } from './profiles/list-user-likes';
import { deleteReviewFunction } from './reviews/delete-review';
import { listReviewsFunction } from './reviews/list-reviews';
import { submitReviewFunction } from './reviews/submit-review';
import { toggleBookmarkFunction } from './toggle-bookmark';
import { toggleLikeFunction } from './toggle-like';

/** The community callables; composition/callable-registry.ts collects every area's list. */
export const communityCallables: readonly Implementation[] = [
  toggleLikeFunction,
  toggleBookmarkFunction,
  listSavedModelsFunction,
  listCommentsFunction,
  listCommentRepliesFunction,
  addCommentFunction,
  editCommentFunction,
  deleteCommentFunction,
  toggleCommentLikeFunction,
  listModelActivityFunction,
  listLikedAmongFunction,
  followUserFunction,
  unfollowUserFunction,
  getFollowStatusFunction,
  listFollowersFunction,
  listFollowingFunction,
  listFollowedModelsFunction,
  getUserStatsFunction,
  listUserLikesFunction,
  listAchievementsFunction,
  submitReviewFunction,
  deleteReviewFunction,
  listReviewsFunction,
  createCollectionFunction,
  updateCollectionFunction,
  deleteCollectionFunction,
  addModelToCollectionFunction,
  removeModelFromCollectionFunction,
  reorderCollectionFunction,
  getCollectionFunction,
  listUserCollectionsFunction,
  listMyCollectionsFunction,
  requestCollaborationFunction,
  answerCollaborationRequestFunction,
  withdrawCollaborationRequestFunction,
  getCollaborationRequestFunction,
  listCollaborationRequestsFunction,
];
