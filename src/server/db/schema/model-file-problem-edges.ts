import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { modelFiles } from './model-files';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Where a file's problem areas are, for the 3D view (issue 33, decisions 093 and 096), each a
 * little-endian float32 array in the view's millimetres: open and non-manifold edges, six numbers an
 * edge (both ends' x, y, z), at most 5,000 (120 kB) of each kind; flipped faces, nine numbers a face
 * (three corners), at most 5,000 (180 kB); thin-wall samples' surface points, three numbers a point,
 * at most 5,000 (60 kB). Its own table so the many reads of model_files rows never carry the bytes;
 * only files analysed since migration 0060 have a row, and `flipped` and `thin` are null in a row
 * written before migration 0064 (not kept then, whatever the file has).
 */
export const modelFileProblemEdges = pgTable('model_file_problem_edges', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => modelFiles.id, { onDelete: 'cascade' }),
  open: bytea('open').notNull(),
  nonManifold: bytea('non_manifold').notNull(),
  flipped: bytea('flipped'),
  thin: bytea('thin'),
});

export type ModelFileProblemEdgesRow = typeof modelFileProblemEdges.$inferSelect;
