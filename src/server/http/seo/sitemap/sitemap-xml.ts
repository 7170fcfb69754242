/** The sitemaps.org 0.9 format: https://www.sitemaps.org/protocol.html */

export interface SitemapUrl {
  /** Absolute, already percent-encoded. */
  loc: string;
  lastmod?: Date;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export const URLSET_OPEN = `${HEADER}<urlset ${NAMESPACE}>\n`;
export const URLSET_CLOSE = '</urlset>\n';
export const SITEMAP_INDEX_OPEN = `${HEADER}<sitemapindex ${NAMESPACE}>\n`;
export const SITEMAP_INDEX_CLOSE = '</sitemapindex>\n';

export function urlEntry(url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>\n`;
}

export function sitemapEntry(loc: string): string {
  return `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`;
}
