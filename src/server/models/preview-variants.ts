import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../shared/app-error';
import { PREVIEW_WIDTHS } from '../../shared/constants/model-rules';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const PIXEL_LIMIT = 40_000_000;

export interface PreviewVariants {
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/**
 * Decodes a preview image and re-encodes it as WebP at each preview width it can fill. Only pixels
 * survive: EXIF, XMP, comments and anything appended after the image (a script, say) are dropped.
 * The pixel limit stops decompression bombs.
 */
export async function makePreviewVariants(input: Buffer, fileName: string): Promise<PreviewVariants> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: PIXEL_LIMIT }).metadata();
  } catch {
    throw new AppError('invalid-argument', `${fileName} is not a JPG, PNG, GIF or WebP image.`);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('invalid-argument', `${fileName} is not a JPG, PNG, GIF or WebP image.`);
  }
  if (meta.width * meta.height > PIXEL_LIMIT) {
    throw new AppError('invalid-argument', `${fileName} is too large (at most 40 megapixels).`);
  }
  // EXIF orientation 5–8 swaps the sides once the image is turned upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = PREVIEW_WIDTHS.filter((w, i) => i === 0 || w <= width);
  try {
    const variants = await Promise.all(
      widths.map(async (w) => ({
        width: w,
        data: await sharp(input, { limitInputPixels: PIXEL_LIMIT, animated: false })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch {
    throw new AppError('invalid-argument', `${fileName} could not be read as an image. Please try another file.`);
  }
}
