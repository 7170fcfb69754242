/** The most pixels an uploaded image may have (a decompression-bomb guard); the browser checks it first. */
export const IMAGE_PIXEL_LIMIT = 40_000_000;

/** One wording for an image with too many pixels, whoever notices (browser or server). */
export function imageTooLarge(fileName: string): string {
  return `${fileName} is too large: images can be at most ${IMAGE_PIXEL_LIMIT / 1_000_000} megapixels. Please scale it down and try again.`;
}
