export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;
const FULL: RangeAnswer = { kind: 'full' };

/**
 * One `Range: bytes=…` against an object of `size` bytes (RFC 9110 §14). Syntax we do not serve
 * (other units, several ranges, `a-b` with b < a) is ignored and the whole object is sent, as the
 * RFC allows; a well-formed range wholly past the end is unsatisfiable. An `If-Range` that is not
 * our current ETag means the client's copy is stale, so it gets the whole object too.
 */
export function resolveRange(header: string | undefined, size: number, ifRange?: string, etag?: string): RangeAnswer {
  if (!header) return FULL;
  if (ifRange !== undefined && ifRange.trim() !== etag) return FULL;
  const match = SINGLE.exec(header.replace(/\s+/g, ''));
  if (!match) return FULL;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return FULL;
  if (first === '') {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return FULL;
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return FULL;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** True when an `If-None-Match` list names this ETag (weak comparison, as GET requires). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
