import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, LICENCES, MODEL_CATEGORIES, TAG_MAX_LENGTH, TAGS_MAX, TITLE_MAX_LENGTH, VISIBILITIES } from './model-rules';

/** The checks of a model's fields, shared by the contracts and the upload and edit forms. */
export const ModelTitle = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(TITLE_MAX_LENGTH, `must be at most ${TITLE_MAX_LENGTH} characters`);

export const ModelDescription = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, `must be at most ${DESCRIPTION_MAX_LENGTH} characters`);

const Tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'tags may not be empty')
  .max(TAG_MAX_LENGTH, `each tag must be at most ${TAG_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &+._-]*$/u, 'tags may contain letters, digits, spaces and - _ . + &');

/** Lower case, without repeats, at most ten (ORIGINAL-FACTS). */
export const ModelTags = z
  .array(Tag)
  .max(TAGS_MAX, `at most ${TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)]);

export const ModelCategoryField = z.enum(MODEL_CATEGORIES, { message: 'must be one of the listed categories' });
export const LicenceField = z.enum(LICENCES, { message: `must be one of ${LICENCES.join(', ')}` });
export const VisibilityField = z.enum(VISIBILITIES, { message: 'must be public or private' });
