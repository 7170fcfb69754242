import type { Db } from '../db/database';
import { readHomeFeed, type HomeFeed } from './read-home-feed';

/**
 * The home feed, read at most once per `ttlMs` per server node; callers arriving while it is being
 * read share that read. The home page is the busiest page and its tallies scan public models, so a
 * minute-old feed is the right trade (HOME_FEED_CACHE_SECONDS; 0 reads every time).
 */
export function createHomeFeedCache(ttlMs: number): (db: Db) => Promise<HomeFeed> {
  let cached: { at: number; feed: Promise<HomeFeed> } | undefined;
  return (db) => {
    const now = Date.now();
    if (cached && now - cached.at < ttlMs) return cached.feed;
    const feed = readHomeFeed(db);
    const entry = { at: now, feed };
    cached = entry;
    // A failed read is not kept: the next caller tries again.
    feed.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return feed;
  };
}
