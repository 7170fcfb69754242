import { STOREFRONT_BANNER_WIDTHS } from '../../shared/constants/storefront-rules';
import { checkUploadedImage, encodeWebpVariants } from './read-uploaded-image';

/** Banners are shown 3:1 (a shop's header); the crop keeps what draws the eye. */
const ASPECT = 3;

/** Decodes an uploaded storefront banner and re-encodes it as 3:1 WebP images, checked and cleaned as avatars are. */
export async function makeBannerVariants(input: Buffer): Promise<{ width: number; data: Buffer }[]> {
  await checkUploadedImage(input, { mustBe: 'A banner', thisOne: 'This banner' });
  const variants = await encodeWebpVariants(input, STOREFRONT_BANNER_WIDTHS, (image, width) => image.resize(width, Math.round(width / ASPECT), { fit: 'cover', position: 'attention' }), 80);
  return variants.map(({ size, data }) => ({ width: size, data }));
}
