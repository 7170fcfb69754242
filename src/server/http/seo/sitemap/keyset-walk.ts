import type { Db } from '../../../db/database';
import type { SitemapRow, SitemapSource } from './sitemap-source';

/** Rows per query: a sitemap of 50,000 URLs is streamed in fifty reads, never held whole. */
const BATCH = 1000;

/**
 * The cursor that chunk `chunk` (1-based) of `size` rows starts after, reached by keyset hops of
 * `size` ids each: the database walks the id index, nothing is skipped with OFFSET and no id comes
 * back but the hop's last. Undefined when the chunk lies past the end.
 */
export async function chunkCursor(source: SitemapSource, db: Db, chunk: number, size: number): Promise<string | null | undefined> {
  let cursor: string | null = null;
  for (let i = 1; i < chunk; i += 1) {
    const { lastId, found } = await source.hop(db, cursor, size);
    if (found < size || lastId === null) return undefined;
    cursor = lastId;
  }
  return cursor;
}

/** Up to `limit` rows after `cursor` in id order, a batch at a time; `first` is a batch already read. */
export async function* keysetRows(
  source: SitemapSource,
  db: Db,
  publicUrl: string,
  cursor: string | null,
  limit: number,
  first?: SitemapRow[],
): AsyncGenerator<SitemapRow[]> {
  let after = cursor;
  let left = limit;
  let batch = first;
  while (left > 0) {
    const want = Math.min(BATCH, left);
    batch ??= await source.rowsAfter(db, publicUrl, after, want);
    if (batch.length > 0) yield batch;
    if (batch.length < want) return;
    after = batch.at(-1)!.id;
    left -= batch.length;
    batch = undefined;
  }
}

export const firstBatchSize = (limit: number) => Math.min(BATCH, limit);
