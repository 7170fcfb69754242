import type { EventConsumers } from '../events/event-consumers';

/** The event consumers of this domain and the kinds each takes (decision 025): the composition root collects every domain's. */
export const ALERTS_CONSUMERS = {
  /** Issue 16 item 6: alerts for the admins (a failed payout, a report spike or one involving a minor). */
  alerts: ['withdrawal.failed', 'report.submitted'],
} as const satisfies EventConsumers;
