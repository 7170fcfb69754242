import type { Db, Tx } from '../db/database';
import { modelFiles } from '../db/schema';
import type { ProblemEdges } from './analysis/mesh-analysis';
import { keepProblemEdges } from './problem-edges-store';

type NewFile = Omit<typeof modelFiles.$inferInsert, 'modelId'> & { id: string; problemEdges?: ProblemEdges | null };

/** A model's new files as rows, with the problem edges of those measured before publishing (decision 093). */
export async function insertModelFiles(tx: Db | Tx, modelId: string, files: NewFile[]): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(modelFiles).values(files.map(({ problemEdges: _, ...file }) => ({ ...file, modelId })));
  for (const file of files) if (file.problemEdges) await keepProblemEdges(tx, file.id, file.problemEdges);
}
