import type { PeriodicTask } from '../jobs/job-queue';
import type { Services } from '../services';
import { redriveStuckPayouts } from './payout-withdrawal';

/** Every minute, once across the nodes: approved withdrawals and ₹1 checks whose payout was never made (decision 036). */
export function payoutRedriveTask(services: Services): PeriodicTask {
  return {
    name: 'payout-redrive',
    periodMs: 60_000,
    run: async () => {
      const redriven = await redriveStuckPayouts(services);
      if (redriven.withdrawals + redriven.verifications > 0) services.log.warn(redriven, 'payouts that were approved but never made were asked for again');
    },
  };
}
