import { ModelFileError } from './model-file-error';
import type { ParseRequest, ParseResponse } from './model-format';
import { parseModel } from './parse-model';

/** The worker side of parse-in-worker: one request in, one answer out, typed arrays moved not copied. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: ParseResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { buffer, format } = event.data;
  parseModel(buffer, format).then(
    (model) => {
      const transfer: Transferable[] = [];
      for (const mesh of model.meshes) {
        transfer.push(mesh.positions.buffer as ArrayBuffer);
        if (mesh.normals) transfer.push(mesh.normals.buffer as ArrayBuffer);
        if (mesh.indices) transfer.push(mesh.indices.buffer as ArrayBuffer);
        if (mesh.colors) transfer.push(mesh.colors.buffer as ArrayBuffer);
        if (mesh.uvs) transfer.push(mesh.uvs.buffer as ArrayBuffer);
        if (mesh.texture) transfer.push(mesh.texture);
      }
      scope.postMessage({ ok: true, model }, [...new Set(transfer)]);
    },
    (error: unknown) => {
      const known = error instanceof ModelFileError;
      const message = known ? error.message : 'The 3D reader ran into a problem with this file.';
      const detail = known ? error.detail : error instanceof Error ? error.message : String(error);
      scope.postMessage(detail === undefined ? { ok: false, message } : { ok: false, message, detail });
    },
  );
};
