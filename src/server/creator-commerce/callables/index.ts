import type { Implementation } from '../../callables/implement';
import { getSocialCommerceAnalyticsFunction } from './get-social-commerce-analytics';

/** The creator commerce callables; composition/callable-registry.ts collects every area's list. */
export const creatorCommerceCallables: readonly Implementation[] = [getSocialCommerceAnalyticsFunction];
