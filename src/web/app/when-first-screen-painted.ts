/** The longest the app waits for the first screen's images before it starts anyway. */
const LONGEST_WAIT_MS = 800;

/**
 * Resolves once the images the server marked as the first screen's (fetchpriority="high") have
 * loaded, or failed, and the next frame has painted; at most LONGEST_WAIT_MS, so a slow image
 * never keeps the page from becoming interactive for long. At once when there are none.
 */
export function whenFirstScreenPainted(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const settled = () => {
      left -= 1;
      if (left === 0) requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    for (const image of pending) {
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    }
    setTimeout(resolve, LONGEST_WAIT_MS);
  });
}
