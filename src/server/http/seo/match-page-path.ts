import { matchPageRoute } from '../../../shared/page-routes';

export type PageWithOwnHead = { kind: 'model'; modelId: string } | { kind: 'profile'; userId: string };

/** Ids are 16 characters today (db/new-id.ts) and never past 64 (ModelId); longer is not worth a query. */
const MAX_ID_LENGTH = 64;

const withinLimit = (id: string | undefined): id is string => id !== undefined && id.length <= MAX_ID_LENGTH;

/**
 * Which pages describe something of their own: the web router's `model/:modelId`,
 * `model/:slug/:modelId` and `profile/:userId`. Their neighbours `model/:modelId/edit` and
 * `profile/edit` are forms, not things to share, and keep the generic head.
 */
export function matchPagePath(pathname: string): PageWithOwnHead | null {
  const match = matchPageRoute(pathname);
  if (match?.route === '/model/:modelId' || match?.route === '/model/:slug/:modelId') {
    return withinLimit(match.params.modelId) ? { kind: 'model', modelId: match.params.modelId } : null;
  }
  if (match?.route === '/profile/:userId') {
    return withinLimit(match.params.userId) ? { kind: 'profile', userId: match.params.userId } : null;
  }
  return null;
}
