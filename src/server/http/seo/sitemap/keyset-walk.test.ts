import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { chunkCursor, keysetRows } from './keyset-walk';
import type { SitemapSource } from './sitemap-source';

/** A source over ids held in a list, recording the reads it is asked for. */
function listSource(count: number) {
  const ids = Array.from({ length: count }, (_, i) => `id-${String(i).padStart(6, '0')}`);
  const reads: { afterId: string | null; limit: number }[] = [];
  const after = (afterId: string | null) => (afterId === null ? ids : ids.filter((id) => id > afterId));
  const source: SitemapSource = {
    name: 'things',
    count: async () => ids.length,
    rowsAfter: async (_db, publicUrl, afterId, limit) => {
      reads.push({ afterId, limit });
      return after(afterId).slice(0, limit).map((id) => ({ id, loc: `${publicUrl}/${id}` }));
    },
    hop: async (_db, afterId, n) => {
      const hopped = after(afterId).slice(0, n);
      return { lastId: hopped.at(-1) ?? null, found: hopped.length };
    },
  };
  return { ids, reads, source };
}

const db = {} as Db;
const collect = async (rows: AsyncIterable<{ id: string }[]>) => {
  const batches: string[][] = [];
  for await (const batch of rows) batches.push(batch.map((row) => row.id));
  return batches;
};

describe('keysetRows', () => {
  it('reads a long list a thousand rows at a time, each read starting after the last id, and stops at the limit', async () => {
    const { ids, reads, source } = listSource(2500);
    const batches = await collect(keysetRows(source, db, 'https://m.in', null, 2200));
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 200]);
    expect(batches.flat()).toEqual(ids.slice(0, 2200));
    expect(reads).toEqual([
      { afterId: null, limit: 1000 },
      { afterId: ids[999], limit: 1000 },
      { afterId: ids[1999], limit: 200 },
    ]);
  });

  it('stops when the list ends before the limit', async () => {
    const { ids, source } = listSource(1500);
    expect((await collect(keysetRows(source, db, 'https://m.in', ids[1199]!, 5000))).flat()).toEqual(ids.slice(1200));
  });
});

describe('chunkCursor', () => {
  it('starts chunk n after the last id of chunk n - 1, and finds no chunk past the end', async () => {
    const { ids, source } = listSource(2500);
    expect(await chunkCursor(source, db, 1, 1000)).toBeNull();
    expect(await chunkCursor(source, db, 3, 1000)).toBe(ids[1999]);
    expect(await chunkCursor(source, db, 4, 1000)).toBeUndefined();
  });
});
