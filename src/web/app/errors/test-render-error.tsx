/**
 * The browser tests' way to make a render fail: they set this sessionStorage key before the page
 * loads. It does nothing for anyone else, and costs one storage read.
 */
export const TEST_RENDER_ERROR_KEY = 'meshmandi:test-render-error';

export function TestRenderError() {
  let requested: boolean;
  try {
    requested = sessionStorage.getItem(TEST_RENDER_ERROR_KEY) === '1';
  } catch {
    requested = false;
  }
  if (requested) throw new Error('Render failure requested by a browser test');
  return null;
}
