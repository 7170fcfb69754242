/**
 * The uploads domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { deleteUserFiles } from './delete-user-files';
export { releaseUpload } from './upload-quota';
export { createUploadStore } from './upload-store';
export type { FinishedUpload, UploadStore } from './upload-store';
