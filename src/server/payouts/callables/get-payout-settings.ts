import { getPayoutSettings } from '../../../shared/contracts/payouts/payout-settings';
import { payoutSubject } from '../payout-caller';
import { readPayoutSettings } from '../payout-settings-view';
import { implement } from '../../callables/implement';

/** The caller's own payout settings, account details masked; an admin reading someone else's sees no account details at all. */
export const getPayoutSettingsFunction = implement(getPayoutSettings, async (input, ctx) => {
  const subject = await payoutSubject(ctx.db, ctx.user, input.userId, 'read');
  return { success: true as const, settings: await readPayoutSettings(ctx.db, subject.userId, subject.audience) };
});
