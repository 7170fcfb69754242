let cached: boolean | undefined;

/**
 * Whether WebGL runs on the CPU (SwiftShader, which Chrome falls back to on blocklisted GPUs and
 * without a GPU; Mesa's llvmpipe). There every pixel and triangle costs CPU time, so heavy models
 * are drawn without multisampling and shadows. Asked once per page, on a throw-away 1×1 context.
 */
export function isSoftwareRendering(): boolean {
  if (cached !== undefined) return cached;
  cached = false;
  try {
    const canvas = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | WebGL2RenderingContext | null;
    if (!gl) return cached;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    cached = /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    // No answer: assume real graphics hardware, the common case.
  }
  return cached;
}
