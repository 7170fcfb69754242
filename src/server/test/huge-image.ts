import sharp from 'sharp';

/** A real PNG just over 40 megapixels (8000 × 5001), grey and so only a few hundred kilobytes. */
export function hugeImage(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 5001, channels: 3, background: { r: 120, g: 120, b: 120 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
