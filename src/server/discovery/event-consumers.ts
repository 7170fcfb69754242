import type { EventConsumers } from '../events/event-consumers';

/** The event consumers of this domain and the kinds each takes (decision 025): the composition root collects every domain's. */
export const DISCOVERY_CONSUMERS = {
  /** Every node drops its cached home feed, so a model edited, hidden or deleted (alone or with its creator) leaves it at once. */
  'home-feed-stale': ['model.published', 'model.revised', 'model.deleted', 'model.featured', 'model.hidden', 'model.restored', 'user.deleted'],
} as const satisfies EventConsumers;
