import { z } from 'zod';
import { ADMIN_CHANGE_REASON_MAX } from '../models/admin-change-reason';
import { DELETE_MAKE_FAILED, POST_MAKE_FAILED } from '../../constants/make-rules';
import { FollowUserId } from '../community/follows';
import { defineContract } from '../define-contract';
import { ModelId } from '../models/model-shapes';
import { MakeFields, MakeId, MakeItem, MakePhotoUploadIds } from './make-shapes';

const Cursor = z.string().max(200).optional();
const Limit = z.number().int().min(1).max(48).default(12);

export const postMake = defineContract({
  name: 'postMake',
  summary:
    "Post a make (\"I made this\") of a public model: 1–8 photos uploaded over tus as kind 'preview', checked and re-encoded as model pictures are, with printer, material, layer height (mm), infill (%), supports, a comment and an optional 1–5 rating. The model's creator is told. Answers the make and the model's make count.",
  access: 'user',
  rateLimit: 'community',
  failureMessage: POST_MAKE_FAILED,
  input: MakeFields.extend({ modelId: ModelId, photoUploadIds: MakePhotoUploadIds }),
  output: z.object({ make: MakeItem, makeCount: z.number().int() }),
});

export const deleteMake = defineContract({
  name: 'deleteMake',
  summary: "Delete a make: its maker, or an admin, who must give a reason (audited; the maker is told). Its photos go with it.",
  access: 'user',
  rateLimit: 'community',
  failureMessage: DELETE_MAKE_FAILED,
  input: z.object({ makeId: MakeId, reason: z.string().trim().min(1).max(ADMIN_CHANGE_REASON_MAX).optional() }),
  output: z.object({ success: z.literal(true), makeCount: z.number().int() }),
});

export const listModelMakes = defineContract({
  name: 'listModelMakes',
  summary: "A model's makes, newest first, with keyset paging, and its make count. A private model is 'Model not found' to anyone but its owner and admins.",
  access: 'public',
  input: z.object({ modelId: ModelId, cursor: Cursor, limit: Limit }),
  output: z.object({ makes: z.array(MakeItem), nextCursor: z.string().nullable(), makeCount: z.number().int() }),
});

export const listUserMakes = defineContract({
  name: 'listUserMakes',
  summary: "A person's makes, newest first, with keyset paging: those on models the caller may see.",
  access: 'public',
  input: z.object({ userId: FollowUserId, cursor: Cursor, limit: Limit }),
  output: z.object({ makes: z.array(MakeItem), nextCursor: z.string().nullable() }),
});
