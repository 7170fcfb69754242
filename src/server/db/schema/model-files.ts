import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './models';

/**
 * One stored file of a model. The analysis columns are filled by the analysis worker, which picks
 * rows whose `analysisStatus` is 'pending' (the row is its own job: see decision 008).
 */
export const modelFiles = pgTable(
  'model_files',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    /** The uploader's file name, cleaned; also the download name. */
    name: text('name').notNull(),
    format: text('format').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull().default(0),
    analysisStatus: text('analysis_status', { enum: ['pending', 'running', 'done', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    analysisError: text('analysis_error'),
    analysisAttempts: integer('analysis_attempts').notNull().default(0),
    analysisStartedAt: timestamp('analysis_started_at', { withTimezone: true }),
    triangles: bigint('triangles', { mode: 'number' }),
    sizeX: doublePrecision('size_x'),
    sizeY: doublePrecision('size_y'),
    sizeZ: doublePrecision('size_z'),
    volume: doublePrecision('volume'),
    area: doublePrecision('area'),
    watertight: boolean('watertight'),
    // Printability (issue 33, decision 088); null on files analysed before migration 0056.
    boundaryEdges: integer('boundary_edges'),
    nonManifoldEdges: integer('non_manifold_edges'),
    windingConsistent: boolean('winding_consistent'),
    /** Faces wound against their part's majority (decision 095); null when not counted (over the budget) or analysed before migration 0062. */
    flippedFaces: integer('flipped_faces'),
    shells: integer('shells'),
    degenerateFaces: integer('degenerate_faces'),
    eulerNumber: integer('euler_number'),
    /** mm² of faces steeper than 45° below horizontal, not on the bed. */
    overhangArea: doublePrecision('overhang_area'),
    // Thin walls (decision 094); all null on files analysed before migration 0061.
    /** The minimum wall the file was checked against, mm. */
    thinWallMinimum: doublePrecision('thin_wall_minimum'),
    /** Share of the surface thinner than it, %; null when not estimated. */
    thinWallPercent: doublePrecision('thin_wall_percent'),
    thinWallThinnest: doublePrecision('thin_wall_thinnest'),
    thinWallSamples: integer('thin_wall_samples'),
    /** 'too-large' or 'not-closed' when not estimated. */
    thinWallNotEstimated: text('thin_wall_not_estimated'),
    /** Its problem areas' positions (edges, flipped faces, thin walls) are in model_file_problem_edges (decisions 093, 096): the 3D view may offer them. */
    problemEdgesKept: boolean('problem_edges_kept').notNull().default(false),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('model_files_model_idx').on(t.modelId, t.position),
    index('model_files_pending_idx').on(t.analysisStatus).where(sql`${t.analysisStatus} in ('pending', 'running')`),
    // Bulk upload asks whether a file is already on the site (decision 045).
    index('model_files_sha256_idx').on(t.sha256),
    check('model_files_size_check', sql`${t.size} >= 0`),
  ],
);

export type ModelFileRow = typeof modelFiles.$inferSelect;

/** A preview image, re-encoded as WebP at each width of PREVIEW_WIDTHS under `previews/`. */
export const modelPreviews = pgTable(
  'model_previews',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The WebP widths stored (smaller images are not enlarged). */
    widths: integer('widths').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('model_previews_model_idx').on(t.modelId, t.position)],
);

export type ModelPreviewRow = typeof modelPreviews.$inferSelect;
