import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../shared/app-error';
import { imageTooLarge, IMAGE_PIXEL_LIMIT } from '../../shared/constants/image-rules';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Checks an uploaded picture (an avatar, a banner) before any pixel is decoded: its format judged by
 * the bytes, not the name, and its size against the pixel limit that stops decompression bombs,
 * read from the header alone. `what` names it in the refusals ("Avatar", "A banner").
 */
export async function checkUploadedImage(input: Buffer, what: { mustBe: string; thisOne: string }): Promise<void> {
  let meta: Metadata | undefined;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw new AppError('invalid-argument', `${what.mustBe} must be a JPG, PNG, WebP or GIF image.`);
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_PIXEL_LIMIT) throw new AppError('invalid-argument', imageTooLarge(what.thisOne));
}

/**
 * Re-encodes a checked picture into WebP variants: metadata (EXIF, GPS) and anything hidden after
 * the image are dropped, as sharp keeps none unless asked. A picture that passed the header check
 * but cannot be decoded is refused in a sentence.
 */
export async function encodeWebpVariants<T>(input: Buffer, sizes: readonly T[], resize: (image: Sharp, size: T) => Sharp, quality: number) {
  try {
    return await Promise.all(
      sizes.map(async (size) => ({ size, data: await resize(sharp(input, { limitInputPixels: IMAGE_PIXEL_LIMIT, animated: false }).rotate(), size).webp({ quality }).toBuffer() })),
    );
  } catch {
    throw new AppError('invalid-argument', 'That image could not be read. Please try another file.');
  }
}
