import { getBulkUploadBatch } from '../../../shared/contracts/bulk-upload/bulk-upload';
import { loadBatchView } from '../batch-view';
import { implement } from '../../callables/implement';

export const getBulkUploadBatchFunction = implement(getBulkUploadBatch, async ({ batchId }, ctx) => loadBatchView(ctx.db, batchId));
