import { z } from 'zod';
import type { EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records, and what each carries (decision 059): checked when recorded and when read. */
export const SPONSORED_EVENTS = {
  /** An admin answered or paused a creator's sponsored placement; subjectId is the creator. */
  'sponsored.reviewed': z.object({
    campaignId: z.string(),
    title: z.string(),
    decision: z.enum(['approve', 'decline', 'pause', 'resume']),
    reason: z.string().nullable(),
    /** Paise returned to the creator's earnings (a decline returns the whole budget), else 0. */
    returned: z.number().int().nonnegative(),
  }),
  /** A sponsored placement ended by itself or by an admin (not by its owner, who knows); subjectId is the creator. */
  'sponsored.ended': z.object({
    campaignId: z.string(),
    title: z.string(),
    reason: z.enum(['time', 'budget', 'admin', 'model_not_public', 'account_closed']),
    spent: z.number().int().nonnegative(),
    returned: z.number().int().nonnegative(),
  }),
} as const satisfies EventSchemas;
