import type { Db } from '../../../db/database';
import type { SitemapUrl } from './sitemap-xml';

export interface SitemapRow extends SitemapUrl {
  /** The keyset cursor: rows are walked in id order. */
  id: string;
}

/** One kind of listed page (public models, creators' profiles), read in id order a batch at a time. */
export interface SitemapSource {
  /** The file name stem in /sitemaps/{name}-{n}.xml. */
  name: string;
  count(db: Db): Promise<number>;
  /** Up to `limit` rows with ids after `afterId` (from the start when null). */
  rowsAfter(db: Db, publicUrl: string, afterId: string | null, limit: number): Promise<SitemapRow[]>;
  /** The id `count` rows after `afterId`, and how many rows the hop found (fewer at the end). */
  hop(db: Db, afterId: string | null, count: number): Promise<{ lastId: string | null; found: number }>;
}
