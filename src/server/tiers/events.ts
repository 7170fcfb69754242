import { z } from 'zod';
import { CREATOR_TIERS } from '../../shared/constants/creator-tiers';
import type { EventSchemas } from '../events/event-fields';

const tier = z.enum(CREATOR_TIERS);

/** The kinds of domain event this domain records (a creator's tier), and what each carries (decision 059): checked when recorded and when read. */
export const TIERS_EVENTS = {
  /** subjectId is the creator. */
  'creator.tier_changed': z.object({ from: tier, to: tier, setBy: z.enum(['admin', 'review']), reason: z.string().nullable() }),
  /** The creator no longer meets their earned tier: they keep it until `keepsUntil` (an ISO instant) and then move to `to`, unless they meet it again. */
  'creator.tier_notice': z.object({ tier, to: tier, keepsUntil: z.iso.datetime({ offset: true }) }),
  /** An admin gave (verified) or took away a creator's verified badge, or declined their request for it (decision 077); subjectId is the creator. */
  'creator.verification_changed': z.object({ verified: z.boolean(), reason: z.string().nullable(), declinedRequest: z.boolean() }),
  /** A creator under notice meets their tier again and keeps it. */
  'creator.tier_kept': z.object({ tier }),
} as const satisfies EventSchemas;
