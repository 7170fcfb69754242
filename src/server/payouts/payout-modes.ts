import type { Config } from '../config';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { createBuiltInPayoutGateway, createByHandPayoutGateway } from './payout-built-in';
import type { PayoutGateway } from './payout-gateway';
import { createRazorpayXGateway } from './payout-razorpayx';

/** The one payout gateway of this site, chosen at start-up from its settings (decision 036). */
export function createPayoutGatewayFor(config: Config, db: Db, jobs: JobQueue, builtInSecret: () => Promise<string>): Promise<PayoutGateway> | PayoutGateway {
  const { payouts } = config;
  if (payouts.razorpayx) return createRazorpayXGateway(payouts.razorpayx, payouts.apiUrl);
  if (payouts.mode === 'built-in') return builtInSecret().then((secret) => createBuiltInPayoutGateway(db, jobs, secret));
  return createByHandPayoutGateway();
}
