import type { EventConsumers } from '../events/event-consumers';

/** The event consumers of this domain and the kinds each takes (decision 025): the composition root collects every domain's. */
export const PAYMENTS_CONSUMERS = {
  /** Issue 14: the payer's receipt e-mail. */
  'tip-receipts': ['tip.received'],
} as const satisfies EventConsumers;
