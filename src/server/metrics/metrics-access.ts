import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { addressInRanges } from '../security';

export type MetricsVerdict = 'allowed' | 'refused' | 'off';

/** Headers a proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics (decision 087). Nobody, unless the operator says: a scraper with the bearer
 * token (METRICS_TOKEN), from anywhere; or a scraper connected straight to this node from an address
 * in METRICS_ALLOW_FROM. "Straight" matters: a load balancer on a private address forwards the
 * public, so a request that passed through a proxy is never let in by address, only by token.
 */
export function metricsAccess(settings: { token: string | undefined; allowFrom: readonly string[] }) {
  const { token, allowFrom } = settings;
  return (raw: IncomingMessage): MetricsVerdict => {
    if (!token && allowFrom.length === 0) return 'off';
    const authorization = raw.headers.authorization;
    if (token && typeof authorization === 'string' && /^Bearer\s/i.test(authorization) && sameToken(authorization.replace(/^Bearer\s+/i, '').trim(), token)) {
      return 'allowed';
    }
    const proxied = FORWARDING_HEADERS.some((name) => raw.headers[name] !== undefined);
    if (!proxied && addressInRanges(allowFrom, raw.socket.remoteAddress)) return 'allowed';
    return 'refused';
  };
}
