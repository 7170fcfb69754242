import { checkUploadedImage, encodeWebpVariants } from './read-uploaded-image';

export const AVATAR_SIZES = [64, 128, 256, 512] as const;

/** Decodes an uploaded avatar and re-encodes it as square WebP images (images/read-uploaded-image.ts checks it first). */
export async function makeAvatarVariants(input: Buffer): Promise<{ size: number; data: Buffer }[]> {
  await checkUploadedImage(input, { mustBe: 'Avatar', thisOne: 'This avatar' });
  return encodeWebpVariants(input, AVATAR_SIZES, (image, size) => image.resize(size, size, { fit: 'cover', position: 'attention' }), 82);
}
