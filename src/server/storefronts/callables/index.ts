import type { Implementation } from '../../callables/implement';
import { createCreatorStorefrontFunction } from './create-creator-storefront';
import { createModelCollectionFunction } from './create-model-collection';
import { getCreatorStorefrontFunction } from './get-creator-storefront';

/** The storefronts callables; composition/callable-registry.ts collects every area's list. */
export const storefrontsCallables: readonly Implementation[] = [createCreatorStorefrontFunction, getCreatorStorefrontFunction, createModelCollectionFunction];
