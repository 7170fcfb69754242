import { AppError } from '../../shared/app-error';
import type { ExploreSort } from '../../shared/constants/discovery-rules';

export interface SearchCursor {
  sort: ExploreSort;
  key: string;
  id: string;
}

const BAD_CURSOR = 'cursor: is not one this server gave';

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** A cursor from another sort would compare the wrong values, so it is refused rather than misread. */
export function decodeSearchCursor(text: string, sort: ExploreSort): SearchCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid-argument', BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort || !parsed.slice(1).every((p) => typeof p === 'string' && p.length > 0 && p.length < 100)) {
    throw new AppError('invalid-argument', BAD_CURSOR);
  }
  return { sort, key: parsed[1] as string, id: parsed[2] as string };
}
