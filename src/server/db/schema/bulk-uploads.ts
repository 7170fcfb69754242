import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QualityTerm } from '../../../shared/bulk-upload/quality-score';
import { models } from './models';
import { users } from './users';

export const BULK_ITEM_STATUSES = ['pending', 'uploaded', 'published', 'failed', 'skipped'] as const;
export type BulkItemStatus = (typeof BULK_ITEM_STATUSES)[number];

/**
 * Issue 16 item 8: one admin's manifest of platform models, kept until every row is published,
 * failed or skipped so a closed tab resumes where it stopped (decision 045).
 */
export const bulkUploadBatches = pgTable(
  'bulk_upload_batches',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['csv', 'json'] }).notNull(),
    /** Open while any row is still pending or uploaded. */
    status: text('status', { enum: ['open', 'done'] }).notNull().default('open'),
    itemCount: integer('item_count').notNull(),
    publishedCount: integer('published_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bulk_upload_batches_recent_idx').on(t.status, t.updatedAt.desc()),
    check('bulk_upload_batches_status_check', sql`${t.status} in ('open', 'done')`),
  ],
);

export interface BulkItemImage {
  name: string;
  /** The finished tus upload that holds the image, once it has arrived, and whose it is (uploads are per user). */
  uploadId: string | null;
  uploadedBy: string | null;
}

export const bulkUploadItems = pgTable(
  'bulk_upload_items',
  {
    id: text('id').primaryKey(),
    batchId: text('batch_id')
      .notNull()
      .references(() => bulkUploadBatches.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    fileName: text('file_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    licence: text('licence').notNull(),
    images: jsonb('images').$type<BulkItemImage[]>().notNull(),
    /** The finished tus upload holding the model file; the batch holds it past the upload expiry. */
    fileUploadId: text('file_upload_id'),
    /** The admin who sent it: an upload is read back under its uploader's id. */
    fileUploadedBy: text('file_uploaded_by'),
    fileSize: bigint('file_size', { mode: 'number' }),
    checksum: text('checksum'),
    qualityScore: integer('quality_score').notNull(),
    qualityParts: jsonb('quality_parts').$type<Record<QualityTerm, number>>().notNull(),
    /** The earlier row of this batch with the same normalised title. */
    titleDuplicateOf: text('title_duplicate_of'),
    /** The earlier row of this batch whose file has the same SHA-256. */
    checksumDuplicateOf: text('checksum_duplicate_of'),
    /** A model already on the site with a file of the same SHA-256. */
    duplicateModelId: text('duplicate_model_id').references(() => models.id, { onDelete: 'set null' }),
    status: text('status', { enum: BULK_ITEM_STATUSES }).notNull().default('pending'),
    error: text('error'),
    modelId: text('model_id').references(() => models.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bulk_upload_items_row_idx').on(t.batchId, t.rowNumber),
    check('bulk_upload_items_status_check', sql`${t.status} in ('pending', 'uploaded', 'published', 'failed', 'skipped')`),
  ],
);

export type BulkUploadBatchRow = typeof bulkUploadBatches.$inferSelect;
export type BulkUploadItemRow = typeof bulkUploadItems.$inferSelect;
