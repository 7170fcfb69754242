/** The site's own pages worth a search engine's visit; forms and signed-in screens are left out. */
export const STATIC_PAGE_PATHS = ['/', '/explore', '/about', '/privacy', '/terms', '/contact', '/community-guidelines'] as const;

export function staticPageUrls(publicUrl: string): { loc: string }[] {
  return STATIC_PAGE_PATHS.map((path) => ({ loc: path === '/' ? `${publicUrl}/` : `${publicUrl}${path}` }));
}
