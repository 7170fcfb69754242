import type { Implementation } from '../../callables/implement';
import { createSponsoredPlacementFunction } from './create-sponsored-placement';
import { createHouseAdFunction } from './create-house-ad';
import { deleteHouseAdFunction } from './delete-house-ad';
import { endSponsoredPlacementFunction } from './end-sponsored-placement';
import { getAdNetworkSettingsFunction } from './get-ad-network-settings';
import { getAdsForPlacementFunction } from './get-ads-for-placement';
import { listHouseAdsFunction } from './list-house-ads';
import { listMySponsoredPlacementsFunction } from './list-my-sponsored-placements';
import { listSponsoredPlacementsFunction } from './list-sponsored-placements';
import { reviewSponsoredPlacementFunction } from './review-sponsored-placement';
import { trackAdClickFunction } from './track-ad-click';
import { trackAdImpressionFunction } from './track-ad-impression';
import { updateAdNetworkSettingsFunction } from './update-ad-network-settings';
import { updateHouseAdFunction } from './update-house-ad';

/** The sponsored placements' callables; composition/callable-registry.ts collects every area's list. */
export const sponsoredCallables: readonly Implementation[] = [
  createSponsoredPlacementFunction,
  listMySponsoredPlacementsFunction,
  endSponsoredPlacementFunction,
  listSponsoredPlacementsFunction,
  reviewSponsoredPlacementFunction,
  getAdsForPlacementFunction,
  trackAdImpressionFunction,
  trackAdClickFunction,
  getAdNetworkSettingsFunction,
  updateAdNetworkSettingsFunction,
  listHouseAdsFunction,
  createHouseAdFunction,
  updateHouseAdFunction,
  deleteHouseAdFunction,
];
