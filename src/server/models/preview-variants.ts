import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../shared/app-error';
import { imageTooLarge, IMAGE_PIXEL_LIMIT } from '../../shared/constants/image-rules';
import { PREVIEW_WIDTHS } from '../../shared/constants/model-rules';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const PIXEL_LIMIT = IMAGE_PIXEL_LIMIT;

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
    // Reading the header decodes no pixels, so it needs no limit; the size is judged below with its own message.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('invalid-argument', `${fileName} is not a JPG, PNG, GIF or WebP image.`);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('invalid-argument', `${fileName} is not a JPG, PNG, GIF or WebP image.`);
  }
  if (meta.width * meta.height > PIXEL_LIMIT) {
    throw new AppError('invalid-argument', imageTooLarge(fileName));
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
