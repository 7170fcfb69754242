import type { EventConsumers } from '../events/event-consumers';

/** The event consumers of this domain and the kinds each takes (decision 025): the composition root collects every domain's. */
export const TIERS_CONSUMERS = {
  /**
   * Issue 30: what changes a creator's tier inputs, up or down, marks them for the next tier review
   * (real money earned or refunded, a model published, changed, hidden, deleted, restored, featured
   * or unfeatured). Downloads reach a creator's total at the counter roll-up, which marks them
   * itself; an account's age and a notice's end, by the hourly tasks.
   */
  'creator-tiers': ['tip.received', 'tip.refunded', 'model.published', 'model.revised', 'model.deleted', 'model.hidden', 'model.changed_by_admin', 'model.restored', 'model.featured'],
} as const satisfies EventConsumers;
