import { z } from 'zod';
import type { EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records, and what each carries (decision 059): checked when recorded and when read. */
export const REFERRALS_EVENTS = {
  /**
   * A referral reward was paid (decision 080); subjectId is who was paid. `role` says whether they
   * are the friend or the referrer; the names are as they were when it was paid, for the notice.
   */
  'referral.rewarded': z.object({
    friendId: z.string(),
    friendName: z.string(),
    referrerName: z.string(),
    reward: z.enum(['first_model', 'downloads_100', 'downloads_1000']),
    role: z.enum(['friend', 'referrer']),
    amount: z.number().int().positive(),
  }),
} as const satisfies EventSchemas;
