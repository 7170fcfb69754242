import { ModelFileError } from './model-file-error';

export interface DownloadProgress {
  loaded: number;
  /** Null when the server does not say how big the file is (or sends it compressed). */
  total: number | null;
}

function expectedSize(response: Response): number | null {
  // With Content-Encoding the header counts compressed bytes while the body yields inflated ones.
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return null;
  const size = Number(response.headers.get('content-length'));
  return Number.isSafeInteger(size) && size > 0 ? size : null;
}

/**
 * Downloads the model file as one ArrayBuffer, reporting progress as it arrives. When the size is
 * known the bytes are written straight into one buffer, so a large file is not held twice.
 */
export async function fetchWithProgress(url: string, onProgress: (progress: DownloadProgress) => void, signal: AbortSignal): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ModelFileError('The model file could not be downloaded. Check your connection and try again.', String(error), true);
  }
  if (!response.ok) {
    const message = response.status === 404 ? 'The model file was not found.' : `The model file could not be downloaded (HTTP ${response.status}).`;
    throw new ModelFileError(message, undefined, response.status >= 500 || response.status === 429);
  }
  const total = expectedSize(response);
  onProgress({ loaded: 0, total });
  if (!response.body) return response.arrayBuffer();

  const reader = response.body.getReader();
  let target = total === null ? null : new Uint8Array(total);
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (target && loaded + value.byteLength <= target.byteLength) target.set(value, loaded);
      else {
        // More bytes than announced: keep what we have and continue as chunks.
        if (target) chunks.push(target.subarray(0, loaded));
        target = null;
        chunks.push(value);
      }
      loaded += value.byteLength;
      onProgress({ loaded, total });
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ModelFileError('The download of the model file was interrupted. Check your connection and try again.', String(error), true);
  }
  if (target) return loaded === target.byteLength ? target.buffer : target.slice(0, loaded).buffer;
  const out = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out.buffer;
}
