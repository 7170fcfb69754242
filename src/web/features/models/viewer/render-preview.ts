import type { WebGLRenderer } from 'three';
import { ModelFileError } from './model-file-error';
import type { ModelFormat, ParsedModel } from './model-format';
import { createModelRenderer, createModelStage } from './model-stage';
import { parseInWorker } from './parse-in-worker';

export interface RenderPreviewOptions {
  width?: number;
  height?: number;
}

type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

const MAX_SIDE = 4096;

function makeCanvas(width: number, height: number, offscreen: boolean): AnyCanvas {
  if (offscreen) return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** WebGL on an OffscreenCanvas where the browser has it (Safari only since 17), else a detached canvas. */
function openRenderer(width: number, height: number, model: ParsedModel): { canvas: AnyCanvas; renderer: WebGLRenderer } {
  if (typeof OffscreenCanvas !== 'undefined') {
    try {
      const canvas = makeCanvas(width, height, true);
      return { canvas, renderer: createModelRenderer(canvas, model, true) };
    } catch {
      // Fall through to an ordinary canvas.
    }
  }
  const canvas = makeCanvas(width, height, false);
  return { canvas, renderer: createModelRenderer(canvas, model, true) };
}

async function toBlob(canvas: AnyCanvas): Promise<Blob> {
  // WebP is a fraction of the size of PNG; browsers that cannot encode it hand back a PNG instead.
  if (canvas instanceof HTMLCanvasElement) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.92));
    if (!blob) throw new ModelFileError('The preview image could not be encoded.');
    return blob;
  }
  return canvas.convertToBlob({ type: 'image/webp', quality: 0.92 });
}

/** The model over a soft white-to-lavender studio backdrop, in the brand's light palette. */
function compose(model: AnyCanvas, width: number, height: number): AnyCanvas {
  const out = makeCanvas(width, height, !(model instanceof HTMLCanvasElement));
  const context = out.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new ModelFileError('The preview image could not be drawn.');
  const backdrop = context.createRadialGradient(width / 2, height * 0.42, 0, width / 2, height * 0.42, Math.hypot(width, height) * 0.62);
  backdrop.addColorStop(0, '#ffffff');
  backdrop.addColorStop(1, '#ece9f5');
  context.fillStyle = backdrop;
  context.fillRect(0, 0, width, height);
  context.drawImage(model, 0, 0);
  return out;
}

const side = (value: number | undefined, fallback: number): number => Math.min(MAX_SIDE, Math.max(16, Math.round(value ?? fallback)));

/**
 * Renders one 3/4 view of a model file to an image (WebP where the browser can encode it, else PNG),
 * for the upload page to use as the first preview when the creator gave none. Parses in the same
 * worker as the viewer and draws the same stage, so the picture matches what the model page shows.
 */
export async function renderPreview(file: File | Blob, format: ModelFormat, options: RenderPreviewOptions = {}): Promise<Blob> {
  const width = side(options.width, 1200);
  const height = side(options.height, 900);
  const model = await parseInWorker(await file.arrayBuffer(), format);
  const { canvas, renderer } = openRenderer(width, height, model);
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    const stage = createModelStage(renderer, model, format, { grid: false });
    try {
      // A thumbnail is seen small: let the model fill more of it than in the interactive view.
      stage.frame(width / height, 1.06);
      renderer.render(stage.scene, stage.camera);
      return await toBlob(compose(canvas, width, height));
    } finally {
      stage.dispose();
    }
  } finally {
    renderer.dispose();
    renderer.forceContextLoss();
  }
}
