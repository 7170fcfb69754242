/**
 * Decision 020: the 3D view fetches a model file at its own URL with `?view=1`. The server sends
 * the same bytes under the same access rules, but only a plain fetch of the file (the Download
 * link) counts as a download.
 */
export const VIEWER_QUERY = { name: 'view', value: '1' } as const;

export function viewerFileUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}${VIEWER_QUERY.name}=${VIEWER_QUERY.value}`;
}
