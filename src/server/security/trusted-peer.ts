import { z } from 'zod';
import type { TrustedProxies } from './client-ip';
import { parseIpRange, rangeContains } from './ip-range';

/**
 * Whether the connection's own peer is a proxy the site runs (TRUST_PROXY): only then may what it
 * wrote in a header (a request id) be believed. With a hop count the peer is the first hop, whoever
 * it is (the operator said every connection comes through the proxy); with addresses it must be one.
 */
export function isTrustedPeer(trusted: TrustedProxies, peerAddress: string | undefined): boolean {
  if (trusted === false || !peerAddress) return false;
  if ('hops' in trusted) return trusted.hops > 0;
  return addressInRanges(trusted.addresses, peerAddress);
}

/** A comma-separated list of addresses or CIDR ranges in a setting (METRICS_ALLOW_FROM); empty is none. */
export const AddressListSetting = z
  .string()
  .trim()
  .default('')
  .transform((text, ctx): string[] => {
    if (text === '') return [];
    const ranges = text.split(',').map((part) => parseIpRange(part)?.cidr ?? null);
    if (ranges.some((range) => range === null)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of IP addresses or CIDR ranges' });
      return z.NEVER;
    }
    return ranges as string[];
  });

/** Whether `address` is inside one of `ranges` (CIDR texts as AddressListSetting gives them). */
export function addressInRanges(ranges: readonly string[], address: string | undefined): boolean {
  if (!address) return false;
  return ranges.some((cidr) => {
    const range = parseIpRange(cidr);
    return range !== null && rangeContains(range, address);
  });
}
