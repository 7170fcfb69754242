import type { Implementation } from '../../callables/implement';
import { createBulkUploadBatchFunction } from './create-bulk-upload-batch';
import { attachBulkUploadFileFunction } from './attach-bulk-upload-file';
import { publishBulkUploadBatchFunction } from './publish-bulk-upload-batch';
import { getBulkUploadBatchFunction } from './get-bulk-upload-batch';
import { listBulkUploadBatchesFunction } from './list-bulk-upload-batches';

/** The bulk upload callables; composition/callable-registry.ts collects every area's list. */
export const bulkUploadCallables: readonly Implementation[] = [
  createBulkUploadBatchFunction,
  attachBulkUploadFileFunction,
  publishBulkUploadBatchFunction,
  getBulkUploadBatchFunction,
  listBulkUploadBatchesFunction,
];
