import { z } from 'zod';
import { defineContract } from '../define-contract';
import { AdminChangeReason } from './admin-change-reason';
import { ModelId } from './model-shapes';

/** SPEC §4 and §7 (featureModel modelId): an admin features a public model on the home page, or stops featuring it. */
export const featureModel = defineContract({
  name: 'featureModel',
  summary:
    "Admins: feature a public model (featured, featuredAt, featuredBy; the home page's Featured row shows the latest first), or with featured false stop featuring it. Someone else's model needs a `reason` (1–500 characters), kept in the audit log; its owner is told. Audited. Errors read \"Failed to feature model: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to feature model',
  input: z.strictObject({
    modelId: ModelId,
    featured: z.boolean({ message: 'featured: must be true or false' }).default(true),
    reason: AdminChangeReason,
  }),
  output: z.object({ success: z.literal(true), modelId: z.string(), featured: z.boolean(), featuredAt: z.string().nullable(), featuredBy: z.string().nullable() }),
});
