import { z } from 'zod';
import { LicenceField, ModelCategoryField, ModelDescription, ModelTags, ModelTitle, VisibilityField } from '../../constants/model-fields';
import { DEFAULT_LICENCE, MODEL_FILES_MAX, PREVIEWS_MAX, RELATED_MODELS_DEFAULT, SHARE_PLATFORMS } from '../../constants/model-rules';
import { PrintProfile } from '../../constants/print-profile';
import { defineContract } from '../define-contract';
import { AdminChangeReason } from './admin-change-reason';
import { ModelCardItem, ModelDetail, ModelId, ModelSummary } from './model-shapes';

/** The id a tus upload answered with (the last part of its Location). */
const UploadId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is not an upload id');

const ModelMetadata = z.object({
  title: ModelTitle,
  description: ModelDescription.default(''),
  category: ModelCategoryField,
  tags: ModelTags.default([]),
  licence: LicenceField.default(DEFAULT_LICENCE),
  visibility: VisibilityField.default('public'),
  /** How it was printed (decision 092); left out, nothing is known. */
  printProfile: PrintProfile.optional(),
});

/** For updates: a field left out stays as it is (no defaults, which `.partial()` would keep). */
const ModelMetadataChanges = z.object({
  title: ModelTitle.optional(),
  description: ModelDescription.optional(),
  category: ModelCategoryField.optional(),
  tags: ModelTags.optional(),
  licence: LicenceField.optional(),
  visibility: VisibilityField.optional(),
  /** Replaces the whole print profile (a field left out of it becomes unknown); left out, it stays. */
  printProfile: PrintProfile.optional(),
});

export const createModel = defineContract({
  name: 'createModel',
  summary:
    'Publish a model from finished uploads (POST /api/uploads, tus): the files are checked by content and measured (a file the analysis cannot read is refused with its reason), then stored. Nothing is created unless every part is valid; an upload id may be listed only once. A creator publishes at most their tier\'s uploads a month (Basic 10, Verified 25, Pro 50, Elite 100, India\'s calendar); beyond it the call answers 429 naming the limit and the day it resets, before any file is checked.',
  access: 'user',
  input: ModelMetadata.extend({
    fileUploadIds: z.array(UploadId).min(1, 'at least one model file is required').max(MODEL_FILES_MAX, `at most ${MODEL_FILES_MAX} files`),
    previewUploadIds: z.array(UploadId).max(PREVIEWS_MAX, `at most ${PREVIEWS_MAX} preview images`).default([]),
  }),
  output: z.object({ model: ModelDetail }),
});

export const getModel = defineContract({
  name: 'getModel',
  summary:
    'One model with its files, previews and creator, and whether the caller may edit it and has liked and saved it (false when signed out). A private model is found only by its owner and admins.',
  access: 'public',
  input: z.object({ modelId: ModelId }),
  output: z.object({ model: ModelDetail, canEdit: z.boolean(), liked: z.boolean(), bookmarked: z.boolean() }),
});

export const getRelatedModels = defineContract({
  name: 'getRelatedModels',
  summary: 'Public models like this one: same category first, then same creator (SPEC §9).',
  access: 'public',
  input: z.object({ modelId: ModelId, limit: z.number().int().min(1).max(24).default(RELATED_MODELS_DEFAULT) }),
  output: z.object({ models: z.array(ModelCardItem) }),
});

export const listMyModels = defineContract({
  name: 'listMyModels',
  summary: "The caller's own models, public and private, newest first.",
  access: 'user',
  input: z
    .object({ limit: z.number().int().min(1).max(100).default(50), cursor: z.string().max(200).optional() })
    .default({ limit: 50 }),
  output: z.object({ models: z.array(ModelSummary), nextCursor: z.string().nullable() }),
});

export const updateModel = defineContract({
  name: 'updateModel',
  summary:
    "Change a model's details, previews and files (owner or admin). previewIds/fileIds give the new order of the kept ones; ids left out are removed. New uploads are added at the end. An admin changing someone else's model gives a `reason` (1–500 characters): audited with the fields before and after, and the owner is told why.",
  access: 'owner',
  owns: { kind: 'model', idField: 'modelId', action: 'edit' },
  input: ModelMetadataChanges.extend({
    modelId: ModelId,
    previewIds: z.array(z.string().max(64)).max(PREVIEWS_MAX).optional(),
    fileIds: z.array(z.string().max(64)).max(MODEL_FILES_MAX).optional(),
    addPreviewUploadIds: z.array(UploadId).max(PREVIEWS_MAX).default([]),
    addFileUploadIds: z.array(UploadId).max(MODEL_FILES_MAX).default([]),
    reason: AdminChangeReason,
  }),
  output: z.object({ model: ModelDetail }),
});

export const deleteModel = defineContract({
  name: 'deleteModel',
  summary:
    "Delete a model, its files and its records (owner or admin). An admin deleting someone else's model gives a `reason` (1–500 characters): audited, and the owner is told why.",
  access: 'owner',
  owns: { kind: 'model', idField: 'modelId', action: 'delete' },
  input: z.object({ modelId: ModelId, reason: AdminChangeReason }),
  output: z.object({ success: z.literal(true) }),
});

export const recordModelView = defineContract({
  name: 'recordModelView',
  summary:
    'Count a view of a model, once per visitor per 30 minutes (signed-in users by account, others by a first-party visitor id, with a ceiling per IP address and day). Answers the model\'s views including this one (null if they cannot be read). A failure to count still answers success (SPEC §8).',
  access: 'public',
  input: z.object({ modelId: ModelId }),
  output: z.object({ success: z.literal(true), counted: z.boolean(), views: z.number().int().nullable() }),
});

export const recordShare = defineContract({
  name: 'recordShare',
  summary:
    'Record that a model was shared, and on which platform: once per visitor, model, platform and day (signed-in users by account, others by a first-party visitor id, with a ceiling per IP address and day). Answers the model\'s shares.',
  access: 'public',
  input: z.object({ modelId: ModelId, platform: z.enum(SHARE_PLATFORMS, { message: `must be one of ${SHARE_PLATFORMS.join(', ')}` }) }),
  output: z.object({ success: z.literal(true), counted: z.boolean(), shares: z.number().int() }),
});
