import { z } from 'zod';
import { whole, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (an account's deletion), and what each carries (decision 059): checked when recorded and when read. */
export const ACCOUNTS_EVENTS = {
  /** Decision 049: the account's payout side as it was forgotten. */
  'user.deleted': z.object({ models: whole, withdrawalsCancelled: whole, destinationsErased: whole, kycKept: z.boolean() }),
} as const satisfies EventSchemas;
