/**
 * A file's analysis ended by its worker rather than by the analyser: the worker ran out of its
 * memory, took too long, or stopped. The message says which, and is stored as the file's
 * analysis error; the pool has already replaced the worker.
 */
export class AnalysisWorkerError extends Error {
  override name = 'AnalysisWorkerError';
  constructor(
    readonly reason: 'memory' | 'timeout' | 'crash',
    message: string,
  ) {
    super(message);
  }
}
