import type { ByteRange } from './storage';

/**
 * Refuses ranges that are malformed rather than merely past the end. Callers parsing an HTTP
 * `Range` header should have ignored these already (RFC 9110 says to serve the whole object).
 */
export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  const ok =
    Number.isSafeInteger(start) &&
    start >= 0 &&
    (end === undefined || (Number.isSafeInteger(end) && end >= start));
  if (!ok) throw new RangeError(`Invalid byte range ${JSON.stringify(range)}`);
}
