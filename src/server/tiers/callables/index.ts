import type { Implementation } from '../../callables/implement';
import { getCreatorTierFunction } from './get-creator-tier';
import { getTipShareFunction } from './get-tip-share';
import { updateCreatorTierFunction } from './update-creator-tier';
import { verifyCreatorFunction } from './verify-creator';
import { getCreatorVerificationFunction } from './get-creator-verification';
import { listCreatorVerificationRequestsFunction } from './list-creator-verification-requests';
import { requestCreatorVerificationFunction } from './request-creator-verification';
import { getPremiumCreatorStatsFunction } from './get-premium-creator-stats';

/** The creator tiers callables; composition/callable-registry.ts collects every area's list. */
export const tiersCallables: readonly Implementation[] = [getCreatorTierFunction, updateCreatorTierFunction, getTipShareFunction, verifyCreatorFunction, requestCreatorVerificationFunction, getCreatorVerificationFunction, listCreatorVerificationRequestsFunction, getPremiumCreatorStatsFunction];
