import type { WebGLRenderer } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { ModelFormat, ParsedModel } from './model-format';
import { ModelFileError } from './model-file-error';
import { createModelRenderer, createModelStage } from './model-stage';
import { MAX_OVERDRAW, projectedArea } from './projected-area';
import { addProblemAreas, NOTHING_DRAWN, type ProblemAreaPositions, type ProblemAreasDrawn } from './problem-areas-overlay';

export interface ViewerEngine {
  /** The drawing surface, so its accessible name can follow the model's title. */
  canvas: HTMLCanvasElement;
  resetView(): void;
  setWireframe(on: boolean): void;
  setFileColours(on: boolean): void;
  setDimensionsVisible(on: boolean): void;
  setGridVisible(on: boolean): void;
  /** Draws these problem areas (decisions 093, 096) in place of any drawn before, or none; returns how many of each are drawn. */
  setProblemAreas(areas: ProblemAreaPositions | null): ProblemAreasDrawn;
  dispose(): void;
}

/**
 * Mounts an interactive view of a parsed model into `host`. It draws only when something changed
 * (the camera moved, the host resized, an option toggled), so an idle page costs no CPU or GPU.
 */
export function startViewerEngine(host: HTMLElement, model: ParsedModel, format: ModelFormat, label: string): ViewerEngine {
  // The canvas is made here, not by React, so the WebGL context can be released with the canvas.
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'model-viewer-canvas';
  canvas.className = 'block size-full touch-none outline-none';
  canvas.tabIndex = 0;
  // Named before it is on the page: an image without its text, even for one frame, is what a screen reader meets.
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  host.append(canvas);

  let renderer: WebGLRenderer;
  try {
    renderer = createModelRenderer(canvas, model, true);
  } catch (error) {
    canvas.remove();
    throw error;
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  const stage = createModelStage(renderer, model, format, { grid: true });
  const { camera } = stage;
  // Zooming in only pushes triangles off the picture, so the first view is the costliest to fill.
  stage.frame(Math.max(1, host.clientWidth) / Math.max(1, host.clientHeight));
  if (projectedArea(stage.model, camera, 1000, 1000) > MAX_OVERDRAW * 1000 * 1000) {
    stage.dispose();
    renderer.dispose();
    renderer.forceContextLoss();
    canvas.remove();
    throw new ModelFileError('Its triangles overlap each other too much to draw without freezing this page. It may be a scan with a lot of noise, or a damaged file.');
  }

  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  controls.screenSpacePanning = true;
  controls.minDistance = stage.radius * 0.05;
  controls.maxDistance = stage.radius * 20;
  controls.listenToKeyEvents(canvas);

  let frame = 0;
  const draw = (): void => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    // With damping, update() keeps emitting 'change' until the motion settles, which asks for the next frame.
    controls.update();
    renderer.render(stage.scene, camera);
  };
  const requestDraw = (): void => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  controls.addEventListener('change', requestDraw);

  let problemAreas: ReturnType<typeof addProblemAreas> | null = null;
  let fitted = false;
  const resetView = (): void => {
    // Spend any motion left over from damping first, or it would carry the camera off the reset view.
    controls.enableDamping = false;
    controls.update();
    controls.enableDamping = true;
    stage.frame(camera.aspect);
    controls.target.copy(stage.target);
    controls.update();
    requestDraw();
  };
  const resize = (): void => {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    if (!fitted) {
      fitted = true;
      resetView();
    }
    // Draw now rather than next frame: a resized canvas is blank until drawn, which would flicker.
    draw();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  resize();

  const onContextRestored = (): void => {
    renderer.shadowMap.needsUpdate = true;
    requestDraw();
  };
  canvas.addEventListener('webglcontextrestored', onContextRestored);

  return {
    canvas,
    resetView,
    setWireframe(on) {
      stage.setWireframe(on);
      requestDraw();
    },
    setFileColours(on) {
      stage.setFileColours(on);
      requestDraw();
    },
    setDimensionsVisible(on) {
      stage.setBoundsVisible(on);
      requestDraw();
    },
    setGridVisible(on) {
      stage.setGridVisible(on);
      requestDraw();
    },
    setProblemAreas(areas) {
      problemAreas?.remove();
      problemAreas = areas ? addProblemAreas(stage.model, areas) : null;
      requestDraw();
      return problemAreas?.drawn ?? NOTHING_DRAWN;
    },
    dispose() {
      problemAreas?.remove();
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      canvas.removeEventListener('webglcontextrestored', onContextRestored);
      controls.removeEventListener('change', requestDraw);
      controls.dispose();
      stage.dispose();
      renderer.dispose();
      // Browsers allow only a few live WebGL contexts; give this one back now, not at garbage collection.
      renderer.forceContextLoss();
      canvas.remove();
    },
  };
}
