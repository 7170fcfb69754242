import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { modelFiles } from './model-files';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Where a file's open and non-manifold edges are, for the 3D view (issue 33, decision 093): each a
 * little-endian float32 array, six numbers an edge (both ends' x, y, z in the view's millimetres),
 * at most 5,000 edges (120 kB) of each kind. Its own table so the many reads of model_files rows
 * never carry the bytes; only files analysed since migration 0060 have a row.
 */
export const modelFileProblemEdges = pgTable('model_file_problem_edges', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => modelFiles.id, { onDelete: 'cascade' }),
  open: bytea('open').notNull(),
  nonManifold: bytea('non_manifold').notNull(),
});

export type ModelFileProblemEdgesRow = typeof modelFileProblemEdges.$inferSelect;
