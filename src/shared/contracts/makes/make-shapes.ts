import { z } from 'zod';
import { MAKE_COMMENT_MAX, MAKE_PHOTOS_MAX, MAKE_PHOTOS_MIN } from '../../constants/make-rules';
import { InfillPercent, LayerHeightMm, PRINTER_NAME_MAX, PrintMaterialField } from '../../constants/print-profile';

export const MakeId = z.string().trim().min(1, 'makeId is required').max(64, 'makeId is at most 64 characters');
const UploadId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is not an upload id');

/** One stored photo: its id, its upright size and the WebP widths kept (as model previews). */
export const MakePhoto = z.object({ id: z.string(), width: z.number().int(), height: z.number().int(), widths: z.array(z.number().int()) });
export type MakePhoto = z.infer<typeof MakePhoto>;

/** The photos as tus uploads of kind 'preview', the way the upload page sends model pictures. */
export const MakePhotoUploadIds = z
  .array(UploadId)
  .min(MAKE_PHOTOS_MIN, 'add at least one photo of your print')
  .max(MAKE_PHOTOS_MAX, `a make has at most ${MAKE_PHOTOS_MAX} photos`);

export const MakePrinter = z.string().trim().min(1, 'printer is required').max(PRINTER_NAME_MAX, `printer must be at most ${PRINTER_NAME_MAX} characters`);
export const MakeComment = z.string().trim().min(1, 'say something about your print').max(MAKE_COMMENT_MAX, `a comment is at most ${MAKE_COMMENT_MAX} characters`);
export const MakeRating = z.number({ message: 'rating must be a whole number of stars' }).int('rating must be a whole number of stars').min(1, 'rating must be 1 to 5 stars').max(5, 'rating must be 1 to 5 stars');

export const MakeFields = z.object({
  printer: MakePrinter,
  material: PrintMaterialField,
  layerHeightMm: LayerHeightMm,
  infillPercent: InfillPercent,
  supports: z.boolean({ message: 'supports must be yes or no' }),
  comment: MakeComment,
  rating: MakeRating.optional(),
});

/** A photo as a page shows it: the URL of each width, smallest first. */
export const MakePhotoView = z.object({ id: z.string(), width: z.number().int(), height: z.number().int(), urls: z.array(z.object({ width: z.number().int(), url: z.string() })) });

/** One make as the galleries show it, with what the caller may do to it. */
export const MakeItem = z.object({
  id: z.string(),
  modelId: z.string(),
  modelTitle: z.string(),
  maker: z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string().nullable() }),
  printer: z.string(),
  material: z.string(),
  layerHeightMm: z.number(),
  infillPercent: z.number().int(),
  supports: z.boolean(),
  comment: z.string(),
  rating: z.number().int().nullable(),
  photos: z.array(MakePhotoView),
  createdAt: z.string(),
  /** The maker, or an admin (who must say why). */
  canDelete: z.boolean(),
});
export type MakeItem = z.infer<typeof MakeItem>;
