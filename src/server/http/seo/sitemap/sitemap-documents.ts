import { SITEMAP_INDEX_CLOSE, SITEMAP_INDEX_OPEN, URLSET_CLOSE, URLSET_OPEN, sitemapEntry, urlEntry, type SitemapUrl } from './sitemap-xml';

type Batches = Iterable<SitemapUrl[]> | AsyncIterable<SitemapUrl[]>;

/** A `<urlset>` written as its batches arrive: one string per batch keeps writes few and memory flat. */
export async function* urlsetDocument(...parts: Batches[]): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for (const part of parts) {
    for await (const batch of part) yield batch.map(urlEntry).join('');
  }
  yield URLSET_CLOSE;
}

export function sitemapIndexDocument(locs: string[]): string {
  return SITEMAP_INDEX_OPEN + locs.map(sitemapEntry).join('') + SITEMAP_INDEX_CLOSE;
}
