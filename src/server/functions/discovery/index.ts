import type { Implementation } from '../implement';
import { getHomeFeedFunction } from './get-home-feed';
import { searchModelsFunction } from './search-models';
import { searchCreatorsFunction } from './search-creators';

/** The discovery callables; functions/registry.ts collects every area's list. */
export const discoveryCallables: readonly Implementation[] = [
  searchModelsFunction,
  searchCreatorsFunction,
  getHomeFeedFunction,
];
