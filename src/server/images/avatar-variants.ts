import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../shared/app-error';
import { imageTooLarge, IMAGE_PIXEL_LIMIT } from '../../shared/constants/image-rules';

export const AVATAR_SIZES = [64, 128, 256, 512] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Decodes an uploaded avatar and re-encodes it as square WebP images. The format is judged by the
 * bytes, not the name; the re-encode drops EXIF/GPS metadata (sharp keeps none unless asked) and
 * any payload hidden after the image. The pixel limit stops decompression bombs.
 */
export async function makeAvatarVariants(input: Buffer): Promise<{ size: number; data: Buffer }[]> {
  let meta: Metadata | undefined;
  try {
    // The header alone (no pixels decoded), so an image over the pixel limit is told it is too large.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new AppError('invalid-argument', 'Avatar must be a JPG, PNG, WebP or GIF image.');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_PIXEL_LIMIT) throw new AppError('invalid-argument', imageTooLarge('This avatar'));
  try {
    return await Promise.all(
      AVATAR_SIZES.map(async (size) => ({
        size,
        data: await sharp(input, { limitInputPixels: IMAGE_PIXEL_LIMIT, animated: false })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError('invalid-argument', 'That image could not be read. Please try another file.');
  }
}
