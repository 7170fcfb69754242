import { z } from 'zod';
import { CREATOR_TIERS } from '../../shared/constants/creator-tiers';
import type { EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (a creator's tier), and what each carries (decision 059): checked when recorded and when read. */
export const TIERS_EVENTS = {
  /** subjectId is the creator. */
  'creator.tier_changed': z.object({ from: z.enum(CREATOR_TIERS), to: z.enum(CREATOR_TIERS), setBy: z.enum(['admin', 'review']), reason: z.string().nullable() }),
} as const satisfies EventSchemas;
