export type PageWithOwnHead = { kind: 'model'; modelId: string } | { kind: 'profile'; userId: string };

/** Ids are 16 characters today (models/new-id.ts) and never past 64 (ModelId); longer is not worth a query. */
const MAX_ID_LENGTH = 64;

function segment(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.length > 0 && decoded.length <= MAX_ID_LENGTH ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * Which pages describe something of their own: the web router's `model/:modelId`,
 * `model/:slug/:modelId` and `profile/:userId`. Their neighbours `model/:modelId/edit` and
 * `profile/edit` are forms, not things to share, and keep the generic head.
 */
export function matchPagePath(pathname: string): PageWithOwnHead | null {
  const parts = pathname.split('/').slice(1);
  if (parts.at(-1) === '' && parts.length > 1) parts.pop();
  const [first, second, third] = parts;
  if (first === 'model' && (parts.length === 2 || (parts.length === 3 && third !== 'edit'))) {
    const modelId = segment(parts.length === 2 ? second : third);
    return modelId ? { kind: 'model', modelId } : null;
  }
  if (first === 'profile' && parts.length === 2 && second !== 'edit') {
    const userId = segment(second);
    return userId ? { kind: 'profile', userId } : null;
  }
  return null;
}
