/**
 * The policies domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { authorizeOwned } from './authorize-owned';
export { authorize, isAllowed } from './authorize';
export type { Viewer } from './authorize';
export { COMMENT_NOT_FOUND, EDIT_WINDOW_OVER } from './comments';
export { loadModelFor } from './load-model-for';
export type { ModelKeys } from './load-model-for';
export { LISTED_PUBLICLY, PUBLIC_MODELS, modelsVisibleTo } from './model-scopes';
export { MODEL_NOT_FOUND } from './models';
