import type { Implementation } from '../../callables/implement';
import { createSponsoredPlacementFunction } from './create-sponsored-placement';
import { endSponsoredPlacementFunction } from './end-sponsored-placement';
import { getAdsForPlacementFunction } from './get-ads-for-placement';
import { listMySponsoredPlacementsFunction } from './list-my-sponsored-placements';
import { listSponsoredPlacementsFunction } from './list-sponsored-placements';
import { reviewSponsoredPlacementFunction } from './review-sponsored-placement';
import { trackAdClickFunction } from './track-ad-click';
import { trackAdImpressionFunction } from './track-ad-impression';

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
];
