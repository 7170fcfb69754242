import { AppError } from '../../shared/app-error';

/**
 * Where a page ended: how the rows were ordered (`order`: a sort's own key, or for best match the
 * rank, resemblance or popularity it settled on for the query), the last row's key as exact text,
 * and its id. A later page keeps the order its first page used even if the number of matches moved.
 */
export interface SearchCursor {
  order: string;
  key: string;
  id: string;
}

const BAD_CURSOR = 'cursor: is not one this server gave';

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.key, cursor.id])).toString('base64url');
}

/** A cursor for another ordering would compare the wrong values, so it is refused rather than misread. */
export function decodeSearchCursor(text: string, allowedOrders: readonly string[]): SearchCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid-argument', BAD_CURSOR);
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    allowedOrders.includes(parsed[0] as string) &&
    parsed.slice(1).every((p) => typeof p === 'string' && p.length > 0 && p.length < 100);
  if (!valid) throw new AppError('invalid-argument', BAD_CURSOR);
  const [order, key, id] = parsed as [string, string, string];
  return { order, key, id };
}
