import type { Db } from '../db/database';
import { readHomeFeed, type HomeFeed } from './read-home-feed';

/**
 * The home feed, read at most once per `ttlMs` per server node; callers arriving while it is being
 * read share that read. The home page is the busiest page and its tallies scan public models, so a
 * minute-old feed is the right trade (HOME_FEED_CACHE_SECONDS; 0 reads every time).
 */
/** The live channel on which every node hears that its cached home feed is out of date. */
export const HOME_FEED_STALE = 'home-feed-stale';

export interface HomeFeedCache {
  read(db: Db): Promise<HomeFeed>;
  /** A model was published, edited or deleted: the next caller reads afresh. */
  forget(): void;
}

export function createHomeFeedCache(ttlMs: number): HomeFeedCache {
  let cached: { at: number; feed: Promise<HomeFeed> } | undefined;
  const forget = () => {
    cached = undefined;
  };
  const read = (db: Db) => {
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
  return { read, forget };
}
