import type { EventConsumers } from '../events/event-consumers';

/** The event consumers of this domain and the kinds each takes (decision 025): the composition root collects every domain's. */
export const REFERRALS_CONSUMERS = {
  /**
   * Decision 085: a member added a UPI id or bank account; a referral of theirs, either way round,
   * that now shares it with the other member is held for an admin (same-payout-destination.ts).
   */
  'referral-payout-destinations': ['security.payout_destination_added'],
} as const satisfies EventConsumers;
