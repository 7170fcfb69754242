/**
 * The community domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { communityCallables } from './callables';
export { forgetUserComments } from './comments/forget-user-comments';
export { authorName } from './comments/comment-columns';
export { readCommentWithModel } from './comments/load-comment-for';
export { removeComment } from './comments/remove-comment';
export { withdrawReviewsOf } from './reviews/withdraw-reviews-of';
export { COMMUNITY_EVENTS } from './events';
export { collectionSummaryColumns, toCollectionSummary } from './collections/collection-columns';
