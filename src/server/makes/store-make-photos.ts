import fs from 'node:fs/promises';
import type { MakePhoto } from '../../shared/contracts/makes/make-shapes';
import { newId } from '../db/new-id';
import { makePreviewVariants, type PreviewVariants } from '../models';
import type { Storage } from '../storage/storage';
import { makePhotoKey } from '../storage/keys';
import type { FinishedUpload } from '../uploads';
import { makePhotoFileName } from './make-columns';

/**
 * Checks and re-encodes every photo before anything is stored, through the model pictures' own
 * pipeline (format by the bytes, pixel limit, EXIF and trailing bytes dropped), so one bad photo
 * refuses the make with nothing written. Photos are named by their place ("Photo 2").
 */
export async function checkMakePhotos(uploads: FinishedUpload[]): Promise<PreviewVariants[]> {
  const checked: PreviewVariants[] = [];
  for (const [index, upload] of uploads.entries()) checked.push(await makePreviewVariants(await fs.readFile(upload.path), `Photo ${index + 1}`));
  return checked;
}

export async function storeMakePhotos(storage: Storage, userId: string, makeId: string, photos: PreviewVariants[]): Promise<MakePhoto[]> {
  return Promise.all(
    photos.map(async (photo) => {
      const id = newId();
      await Promise.all(photo.variants.map((v) => storage.put(makePhotoKey(userId, makePhotoFileName(makeId, id, v.width)), v.data, { contentType: 'image/webp' })));
      return { id, width: photo.width, height: photo.height, widths: photo.variants.map((v) => v.width) };
    }),
  );
}
