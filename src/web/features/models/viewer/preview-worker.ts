import { ModelFileError } from './model-file-error';
import type { ModelFormat } from './model-format';
import { createModelRenderer, createModelStage } from './model-stage';
import { parseModel } from './parse-model';
import { MAX_OVERDRAW, projectedArea } from './projected-area';

export interface PreviewRequest {
  buffer: ArrayBuffer;
  format: ModelFormat;
  width: number;
  height: number;
}

export type PreviewResponse = { ok: true; image: Blob } | { ok: false; message: string };

interface WorkerScope {
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null;
  postMessage(message: PreviewResponse): void;
}
const scope = self as unknown as WorkerScope;


/**
 * Parses and draws the first preview here, on an OffscreenCanvas, so that neither a slow parse nor
 * a slow draw (software WebGL can take minutes over a large noisy mesh) ever blocks the upload page:
 * the page ends this worker when its time budget runs out or the creator cancels.
 */
async function render({ buffer, format, width, height }: PreviewRequest): Promise<Blob> {
  if (typeof OffscreenCanvas === 'undefined') throw new ModelFileError('This browser cannot draw 3D graphics in the background.');
  const model = await parseModel(buffer, format);
  const canvas = new OffscreenCanvas(width, height);
  const renderer = createModelRenderer(canvas, model, true);
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    const stage = createModelStage(renderer, model, format, { grid: false });
    try {
      // A thumbnail is seen small: let the model fill more of it than in the interactive view.
      stage.frame(width / height, 1.06);
      if (projectedArea(stage.model, stage.camera, width, height) > MAX_OVERDRAW * width * height) {
        throw new ModelFileError('Its triangles overlap too much to draw a preview in good time.');
      }
      renderer.render(stage.scene, stage.camera);
      // Transparent around the model (issue 9): the card behind it shows through in either theme.
      // WebP keeps the alpha channel; browsers that cannot encode it hand back a PNG, which does too.
      return await canvas.convertToBlob({ type: 'image/webp', quality: 0.92 });
    } finally {
      stage.dispose();
    }
  } finally {
    renderer.dispose();
    renderer.forceContextLoss();
  }
}

scope.onmessage = (event) => {
  render(event.data).then(
    (image) => scope.postMessage({ ok: true, image }),
    (error: unknown) => scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
