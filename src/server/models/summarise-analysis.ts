import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { modelFiles, models } from '../db/schema';

/** The model is watertight when every analysed mesh is; null while any is waiting or none was analysed. */
export async function summariseAnalysis(db: Db, modelId: string): Promise<void> {
  const files = await db.select().from(modelFiles).where(eq(modelFiles.modelId, modelId));
  const waiting = files.some((f) => f.analysisStatus === 'pending' || f.analysisStatus === 'running');
  const done = files.filter((f) => f.analysisStatus === 'done');
  const watertight = waiting || done.length === 0 ? null : done.every((f) => f.watertight === true);
  await db.update(models).set({ watertight }).where(eq(models.id, modelId));
}
