import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../shared/app-error';
import { imageTooLarge, IMAGE_PIXEL_LIMIT } from '../../shared/constants/image-rules';
import { STOREFRONT_BANNER_WIDTHS } from '../../shared/constants/storefront-rules';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Banners are shown 3:1 (a shop's header); the crop keeps what draws the eye. */
const ASPECT = 3;

/**
 * Decodes an uploaded storefront banner and re-encodes it as 3:1 WebP images, as avatars are
 * (images/avatar-variants.ts): the format judged by the bytes, metadata and trailing payloads
 * dropped, the pixel limit checked on the header before any pixel is decoded.
 */
export async function makeBannerVariants(input: Buffer): Promise<{ width: number; data: Buffer }[]> {
  let meta: Metadata | undefined;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new AppError('invalid-argument', 'A banner must be a JPG, PNG, WebP or GIF image.');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_PIXEL_LIMIT) throw new AppError('invalid-argument', imageTooLarge('This banner'));
  try {
    return await Promise.all(
      STOREFRONT_BANNER_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(input, { limitInputPixels: IMAGE_PIXEL_LIMIT, animated: false })
          .rotate()
          .resize(width, Math.round(width / ASPECT), { fit: 'cover', position: 'attention' })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError('invalid-argument', 'That image could not be read. Please try another file.');
  }
}
