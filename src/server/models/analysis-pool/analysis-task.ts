import type { StorageConfig } from '../../storage/create-storage';
import type { MeshAnalysis } from '../analysis/mesh-analysis';

/**
 * What the analysis pool does for the server (decision 086): measure a file on this node's disk (a
 * finished upload, before publishing), measure a stored file (the background analysis), or draw a
 * stored file as a preview picture (PNG). The worker reads the file itself, so the mesh never
 * crosses to the thread that answers requests.
 */
export type AnalysisTask =
  | { kind: 'analyse-file'; path: string; format: string }
  | { kind: 'analyse-stored'; key: string; format: string }
  | { kind: 'render-stored'; key: string; format: string };

export type TaskResult<T extends AnalysisTask> = T extends { kind: 'render-stored' } ? Buffer : MeshAnalysis;

/** What a worker is started with (workerData): enough to open storage as the server does. */
export interface WorkerSetup {
  storage: StorageConfig;
  tempDir: string;
  memoryMb: number;
  nice: number;
}

/** An error as it crosses from the worker: the fields callers test (name, code, syscall). */
export interface SentError {
  name: string;
  message: string;
  code?: string;
  syscall?: string;
  path?: string;
}

export type WorkerAnswer = { id: number; value: MeshAnalysis | Uint8Array } | { id: number; error: SentError };
export interface WorkerRequest {
  id: number;
  task: AnalysisTask;
}
