import type { Implementation } from '../../callables/implement';
import { blockIPFunction } from './block-ip';
import { whitelistIPFunction } from './whitelist-ip';
import { removeIpRuleFunction } from './remove-ip-rule';
import { getSecurityDataFunction } from './get-security-data';

/** The security callables; composition/callable-registry.ts collects every area's list. */
export const securityCallables: readonly Implementation[] = [
  blockIPFunction,
  whitelistIPFunction,
  removeIpRuleFunction,
  getSecurityDataFunction,
];
