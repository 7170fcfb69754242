import { z } from 'zod';
import { MANIFEST_FORMATS, MANIFEST_MAX_CHARS } from '../../bulk-upload/manifest';
import { defineContract } from '../define-contract';

/** Rows published by one call: each runs the full publish path (checks, analysis, previews). */
export const BULK_PUBLISH_PER_CALL = 20;

const Id = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field}: must be text`) }).regex(/^[A-Za-z0-9_-]{8,64}$/, `${field}: not an id`);

export const BulkUploadItem = z.object({
  id: z.string(),
  rowNumber: z.number().int(),
  fileName: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  licence: z.string(),
  images: z.array(z.object({ name: z.string(), uploaded: z.boolean() })),
  fileUploaded: z.boolean(),
  fileSize: z.number().int().nullable(),
  checksum: z.string().nullable(),
  quality: z.object({
    score: z.number().int(),
    ready: z.boolean(),
    parts: z.object({ title: z.number().int(), description: z.number().int(), tags: z.number().int(), images: z.number().int(), format: z.number().int() }),
  }),
  duplicates: z.object({
    /** Row numbers of the earlier rows of this batch this one repeats. */
    titleOfRow: z.number().int().nullable(),
    checksumOfRow: z.number().int().nullable(),
    /** A model already on the site with the same file. */
    existingModel: z.object({ id: z.string(), title: z.string() }).nullable(),
  }),
  status: z.enum(['pending', 'uploaded', 'published', 'failed', 'skipped']),
  error: z.string().nullable(),
  modelId: z.string().nullable(),
  /** The file names this row still waits for: its model file first, then its images. */
  missing: z.array(z.string()),
});
export type BulkUploadItem = z.infer<typeof BulkUploadItem>;

export const BulkUploadBatch = z.object({
  id: z.string(),
  format: z.enum(MANIFEST_FORMATS),
  status: z.enum(['open', 'done']),
  createdBy: z.object({ uid: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: z.object({ total: z.number().int(), pending: z.number().int(), uploaded: z.number().int(), published: z.number().int(), failed: z.number().int(), skipped: z.number().int() }),
});
export type BulkUploadBatch = z.infer<typeof BulkUploadBatch>;

const BatchWithItems = z.object({ success: z.literal(true), batch: BulkUploadBatch, items: z.array(BulkUploadItem) });

export const createBulkUploadBatch = defineContract({
  name: 'createBulkUploadBatch',
  summary:
    'Admins (issue 16 item 8): start a bulk upload of platform models from a manifest, CSV with a header row or a JSON array, with the fields file, title, description, category, tags, license and images. Every row is checked; any problem refuses the whole manifest, naming each row and field, and nothing is written. Answers the rows with their quality score (ORIGINAL-FACTS: 70 or more is ready), duplicate titles, and the files each still needs. Audited.',
  access: 'admin',
  failureMessage: 'Failed to create bulk upload',
  input: z.strictObject({
    manifest: z
      .string({ error: (issue) => (issue.input === undefined ? 'manifest is required' : 'manifest: must be text') })
      .max(MANIFEST_MAX_CHARS, `manifest: must be at most ${MANIFEST_MAX_CHARS} characters`),
    format: z.enum(MANIFEST_FORMATS, { message: 'format: one of csv, json' }),
  }),
  output: BatchWithItems,
});

export const attachBulkUploadFile = defineContract({
  name: 'attachBulkUploadFile',
  summary:
    "Admins: give a bulk-upload row one of its files, a finished upload (POST /api/uploads, tus) of the caller's: kind model for the row's file, kind preview for one of its images, matched by file name. The model file's SHA-256 flags rows of the batch (and models on the site) with the same file. Attaching again replaces the file. Audited.",
  access: 'admin',
  failureMessage: 'Failed to attach file',
  input: z.strictObject({ itemId: Id('itemId'), uploadId: Id('uploadId') }),
  output: z.object({ success: z.literal(true), item: BulkUploadItem }),
});

export const publishBulkUploadBatch = defineContract({
  name: 'publishBulkUploadBatch',
  summary: `Admins: publish rows of a bulk upload as platform models (isPlatformModel, revenue share 0) owned by the admin who started the batch, through the normal publish path. Without itemIds, the ready rows with all their files and no duplicate flag, at most ${BULK_PUBLISH_PER_CALL} a call (remaining says how many are left); with itemIds, exactly those rows. Each row publishes on its own, so one broken file fails only its row; a row publishes at most once. skipOthers marks every row still unpublished as skipped, closing the batch. Audited.`,
  access: 'admin',
  failureMessage: 'Failed to publish bulk upload',
  input: z.strictObject({
    batchId: Id('batchId'),
    itemIds: z
      .array(Id('itemIds'), { message: 'itemIds: a list of row ids' })
      .min(1, 'itemIds: at least one row')
      .max(BULK_PUBLISH_PER_CALL, `itemIds: at most ${BULK_PUBLISH_PER_CALL} rows a call`)
      .optional(),
    skipOthers: z.boolean({ message: 'skipOthers: must be true or false' }).default(false),
  }),
  output: BatchWithItems.extend({
    published: z.array(z.object({ itemId: z.string(), modelId: z.string() })),
    failed: z.array(z.object({ itemId: z.string(), error: z.string() })),
    remaining: z.number().int(),
  }),
});

export const getBulkUploadBatch = defineContract({
  name: 'getBulkUploadBatch',
  summary: 'Admins: one bulk upload with every row, its score, duplicate flags, status and the files it still needs: what a resumed upload picks up from.',
  access: 'admin',
  input: z.strictObject({ batchId: Id('batchId') }),
  output: BatchWithItems,
});

export const listBulkUploadBatches = defineContract({
  name: 'listBulkUploadBatches',
  summary: 'Admins: bulk uploads, most recently changed first, with their counts; `status` open (default: the unfinished ones, to resume) or all.',
  access: 'admin',
  input: z
    .strictObject({
      status: z.enum(['open', 'all'], { message: 'status: one of open, all' }).default('open'),
      limit: z.number({ message: 'limit: a whole number' }).int('limit: a whole number').min(1, 'limit: at least 1').max(100, 'limit: at most 100').default(20),
    })
    .default({ status: 'open', limit: 20 }),
  output: z.object({ success: z.literal(true), batches: z.array(BulkUploadBatch) }),
});
