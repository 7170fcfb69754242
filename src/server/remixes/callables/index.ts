import type { Implementation } from '../../callables/implement';
import { getModelRemixesFunction } from './get-model-remixes';
import { getRemixTreeFunction } from './get-remix-tree';
import { setRemixSourcesFunction } from './set-remix-sources';

/** The remixes callables; composition/callable-registry.ts collects every area's list. */
export const remixesCallables: readonly Implementation[] = [setRemixSourcesFunction, getModelRemixesFunction, getRemixTreeFunction];
