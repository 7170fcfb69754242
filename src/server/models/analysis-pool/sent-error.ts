import { MeshFormatError } from '../analysis/mesh-analysis';
import type { SentError } from './analysis-task';

/** An error as a worker sends it back: structured clone would drop its class and its code. */
export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  return { name: error.name, message: error.message, ...(code ? { code } : {}), ...(syscall ? { syscall } : {}), ...(path ? { path } : {}) };
}

/**
 * The worker's error as the caller would have had it in process: a MeshFormatError is the file's
 * fault (its message is shown); a disk error keeps its code and syscall (publishing tells the two apart).
 */
export function revivedError(sent: SentError): Error {
  if (sent.name === 'MeshFormatError') return new MeshFormatError(sent.message);
  const error: Error & Partial<Omit<SentError, 'name' | 'message'>> = new Error(sent.message);
  error.name = sent.name;
  if (sent.code) error.code = sent.code;
  if (sent.syscall) error.syscall = sent.syscall;
  if (sent.path) error.path = sent.path;
  return error;
}
