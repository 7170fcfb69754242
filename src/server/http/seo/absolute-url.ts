import { modelPath } from '../../../shared/model-path';

/**
 * An absolute URL on the public site for a path of ours. Crawlers of other sites (WhatsApp, X,
 * search engines) need absolute addresses; a URL that already is one (a Google profile photo) is
 * kept as it is.
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The address a model page is known by: slug first, for people; the id decides. */
export function modelPageUrl(publicUrl: string, model: { id: string; slug: string }): string {
  return `${publicUrl}${modelPath(model)}`;
}

export function profilePageUrl(publicUrl: string, userId: string): string {
  return `${publicUrl}/profile/${encodeURIComponent(userId)}`;
}
