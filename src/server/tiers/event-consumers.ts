import type { EventConsumers } from '../events/event-consumers';

/** The event consumers of this domain and the kinds each takes (decision 025): the composition root collects every domain's. */
export const TIERS_CONSUMERS = {
  /**
   * Issue 30: what changes a creator's tier inputs marks them for the next tier review (real money
   * earned, a model made public or featured). Downloads reach a creator's total at the counter
   * roll-up, which marks them itself; an account's age, by the hourly anniversaries task.
   */
  'creator-tiers': ['tip.received', 'model.published', 'model.revised', 'model.restored', 'model.featured'],
} as const satisfies EventConsumers;
