import { Worker } from 'node:worker_threads';
import type { Mesh } from '../demo/mesh/mesh';
import type { DrawAnswer, DrawRequest } from './draw-preview-worker';

/**
 * The worker's file beside this module: the built server's own entry (scripts/server-build.mjs puts
 * it in dist/server), or the TypeScript source when the server runs from source (tests, `npm run
 * dev`), which the worker loads through tsx as its parent does.
 */
function startWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const source = new URL('./draw-preview-worker.ts', import.meta.url).href;
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, { eval: true });
  }
  return new Worker(new URL('./draw-preview-worker.js', import.meta.url));
}

/**
 * Draws a mesh as a preview picture in a worker thread of its own (draw-mesh-preview.ts), so the
 * couple of seconds a large model's drawing takes never hold the node's event loop, which answers
 * every request. One thread per picture: previews are drawn only for models published without one.
 */
export function drawInWorker(mesh: Mesh): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    const finish = (settle: () => void) => {
      worker.removeAllListeners();
      void worker.terminate();
      settle();
    };
    worker.once('message', (answer: DrawAnswer) =>
      finish(() => ('picture' in answer ? resolve(Buffer.from(answer.picture.buffer, answer.picture.byteOffset, answer.picture.byteLength)) : reject(new Error(answer.refused)))),
    );
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`The preview worker stopped (exit code ${code}) before it drew anything.`))));
    const request: DrawRequest = { positions: mesh.positions, indices: mesh.indices };
    worker.postMessage(request, [mesh.positions.buffer as ArrayBuffer, mesh.indices.buffer as ArrayBuffer]);
  });
}
