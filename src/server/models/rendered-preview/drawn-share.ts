import sharp from 'sharp';

/** The share of a picture's pixels that are not fully transparent: what a render actually drew. */
export async function drawnShare(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).ensureAlpha().extractChannel('alpha').raw().toBuffer({ resolveWithObject: true });
  let drawn = 0;
  for (const alpha of data) if (alpha > 0) drawn += 1;
  return drawn / (info.width * info.height);
}
