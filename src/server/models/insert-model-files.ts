import type { Db, Tx } from '../db/database';
import { modelFiles } from '../db/schema';
import type { ProblemAreas } from './analysis/mesh-analysis';
import { keepProblemAreas } from './problem-edges-store';

type NewFile = Omit<typeof modelFiles.$inferInsert, 'modelId'> & { id: string; problemAreas?: ProblemAreas | null };

/** A model's new files as rows, with the problem areas of those measured before publishing (decisions 093, 096). */
export async function insertModelFiles(tx: Db | Tx, modelId: string, files: NewFile[]): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(modelFiles).values(files.map(({ problemAreas: _, ...file }) => ({ ...file, modelId })));
  for (const file of files) if (file.problemAreas) await keepProblemAreas(tx, file.id, file.problemAreas);
}
