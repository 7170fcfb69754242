/** Reading S3 replies and errors; kept apart so the driver reads as plain storage logic. */

interface S3ErrorLike {
  name?: string;
  $metadata?: { httpStatusCode?: number };
  ActualObjectSize?: unknown;
}

function asS3Error(err: unknown): S3ErrorLike {
  return typeof err === 'object' && err !== null ? (err as S3ErrorLike) : {};
}

/** HeadObject errors carry no body, so a missing key shows only as a bare 404 named NotFound. */
export function isNotFound(err: unknown): boolean {
  const e = asS3Error(err);
  if (e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function isRangeError(err: unknown): boolean {
  const e = asS3Error(err);
  return e.name === 'InvalidRange' || e.$metadata?.httpStatusCode === 416;
}

/** S3 puts the object's size in the InvalidRange error body; the SDK copies it onto the error. */
export function reportedSize(err: unknown): number | undefined {
  const raw = asS3Error(err).ActualObjectSize;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** Parses `bytes start-end/size`; the size may be `*` when the server does not know it. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; size: number | undefined } | undefined {
  const m = header ? /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const [, start, end, size] = m;
  return { start: Number(start), end: Number(end), size: size === '*' ? undefined : Number(size) };
}
