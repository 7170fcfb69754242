import { trackUserActivity } from '../../../shared/contracts/analytics/analytics';
import { userActivity } from '../../db/schema';
import { implement } from '../../callables/implement';

/**
 * Issue 16 item 4: one tracked action (decision 043). The contract has already refused a call
 * without analyticsConsent, before anything is written; the route's limiter bounds how often a
 * person or address can call. A signed-out visitor's action is kept with no one's id: nothing else
 * about them is stored, so it cannot be tied back to them.
 */
export const trackUserActivityFunction = implement(trackUserActivity, async ({ action, metadata }, ctx) => {
  await ctx.db.insert(userActivity).values({ userId: ctx.user?.id ?? null, action, metadata });
  return { success: true as const };
});
