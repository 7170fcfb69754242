import type { Storage } from '../../storage/storage';
import { analyseLocalFile } from '../analyse-local-file';
import { analyseStoredFile } from '../analyse-stored-file';
import type { MeshAnalysis } from '../analysis/mesh-analysis';
import { renderStoredModelFile } from '../rendered-preview/render-stored-model-file';
import type { AnalysisTask } from './analysis-task';

/** Does one task where it is called: in a pool worker, or on the event loop when the pool has no workers. */
export function runAnalysisTask(task: AnalysisTask, where: { storage: Storage; tempDir: string }): Promise<MeshAnalysis | Uint8Array> {
  switch (task.kind) {
    case 'analyse-file':
      return analyseLocalFile(task.path, task.format);
    case 'analyse-stored':
      return analyseStoredFile(where.storage, task.key, task.format, where.tempDir);
    case 'render-stored':
      return renderStoredModelFile(where.storage, { storageKey: task.key, format: task.format }, where.tempDir);
  }
}
