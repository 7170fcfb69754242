/** Signed-in screens, forms and the API: nothing a search result should open. */
const DISALLOWED = ['/api/', '/admin', '/dashboard', '/manage', '/upload', '/profile/edit', '/model/*/edit', '/settings/', '/notifications', '/collaboration/', '/tips', '/earnings', '/advanced-earnings'];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
