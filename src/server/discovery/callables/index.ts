import type { Implementation } from '../../callables/implement';
import { getHomeFeedFunction } from './get-home-feed';
import { searchModelsFunction } from './search-models';
import { searchCreatorsFunction } from './search-creators';

/** The discovery callables; composition/callable-registry.ts collects every area's list. */
export const discoveryCallables: readonly Implementation[] = [
  searchModelsFunction,
  searchCreatorsFunction,
  getHomeFeedFunction,
];
