import { getBulkUploadBatch } from '../../../shared/contracts/models/bulk-upload';
import { loadBatchView } from '../../bulk-upload/batch-view';
import { implement } from '../implement';

export const getBulkUploadBatchFunction = implement(getBulkUploadBatch, async ({ batchId }, ctx) => loadBatchView(ctx.db, batchId));
