import { z } from 'zod';
import { parseIpRange } from './ip-range';

/**
 * Which proxies in front of the server may say who the client is (decision 050). Each proxy adds
 * the address it was connected from to the right of `X-Forwarded-For`; everything further left was
 * written by someone the site does not run, the client included. So the client is the right-most
 * address that no trusted proxy wrote: counted in hops, or the first not among the proxies' addresses.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

const MAX_HOPS = 10;

const MEANING =
  'must be false, a number of proxy hops in front of the server (true is 1: one load balancer), or a comma-separated list of the proxies’ addresses or CIDR ranges';

/** TRUST_PROXY as written in the environment. */
export const TrustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((text, ctx): TrustedProxies => {
    const lower = text.toLowerCase();
    if (['false', 'no', '0', ''].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return { hops: 1 };
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= MAX_HOPS) return { hops };
      ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_HOPS} proxy hops` });
      return z.NEVER;
    }
    const addresses = text.split(',').map((part) => parseIpRange(part)?.cidr ?? null);
    if (addresses.some((a) => a === null)) {
      ctx.addIssue({ code: 'custom', message: MEANING });
      return z.NEVER;
    }
    return { addresses: addresses as string[] };
  });

/**
 * Fastify's `trustProxy` for the setting: the one place the client's address is worked out, read
 * everywhere else as `request.ip`. A hop count is a function, not Fastify's number: Fastify 5
 * trusts no one for a bare number. The socket's own peer is hop 0, the right-most forwarded entry hop 1.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  return trusted.addresses;
}
