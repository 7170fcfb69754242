import { TIER_BENEFITS } from '../../shared/constants/creator-tiers';

/** A tip posted straight to the ledger in a test, split as a basic creator's (85 %), as the capture path does for a creator without a tier. */
export const BASIC_TIP_TIER = { tier: 'basic' as const, tipShareBps: TIER_BENEFITS.basic.tipShareBps };
