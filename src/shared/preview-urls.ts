/**
 * A model's cover at the widths stored for it, for `srcset`. The thumbnail URL names the 800 px
 * variant when the original was that wide (server/models/model-urls.ts builds `{id}-{width}.webp`),
 * and the 400 px variant always exists (PREVIEW_WIDTHS), so a phone's card fetches a quarter of
 * the bytes. Any other URL has no smaller variant: undefined.
 */
export function thumbnailSrcSet(thumbnail: string): string | undefined {
  const match = /^(\/media\/models\/[^?#]+)-800\.webp$/.exec(thumbnail);
  return match ? `${match[1]}-400.webp 400w, ${thumbnail} 800w` : undefined;
}
