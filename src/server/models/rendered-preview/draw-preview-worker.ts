import { parentPort } from 'node:worker_threads';
import { drawMeshPreview } from './draw-mesh-preview';

/** A worker thread's entry (draw-in-worker.ts): draws the one mesh it is sent and answers once. */
export interface DrawRequest {
  positions: Float32Array;
  indices: Uint32Array;
}
export type DrawAnswer = { picture: Uint8Array } | { refused: string };

parentPort?.once('message', (request: DrawRequest) => {
  drawMeshPreview(request).then(
    (picture) => parentPort!.postMessage({ picture } satisfies DrawAnswer),
    (error: unknown) => parentPort!.postMessage({ refused: error instanceof Error ? error.message : String(error) } satisfies DrawAnswer),
  );
});
