import sharp from 'sharp';
import { AppError } from '../../shared/app-error';

export const AVATAR_SIZES = [64, 128, 256, 512] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Decodes an uploaded avatar and re-encodes it as square WebP images. The format is judged by the
 * bytes, not the name; the re-encode drops EXIF/GPS metadata (sharp keeps none unless asked) and
 * any payload hidden after the image. The pixel limit stops decompression bombs.
 */
export async function makeAvatarVariants(input: Buffer): Promise<{ size: number; data: Buffer }[]> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('invalid-argument', 'Avatar must be a JPG, PNG, WebP or GIF image.');
  }
  try {
    return await Promise.all(
      AVATAR_SIZES.map(async (size) => ({
        size,
        data: await sharp(input, { limitInputPixels: 40_000_000, animated: false })
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
