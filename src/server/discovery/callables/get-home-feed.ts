import { getHomeFeed } from '../../../shared/contracts/discovery/discovery';
import type { Db } from '../../db/database';
import { createHomeFeedCache, type HomeFeedCache } from '../home-feed-cache';
import { HOME_FEED_STALE } from '../home-feed-cache';
import { implement } from '../../callables/implement';

// One cache per database, so test apps (each with its own database) never see each other's feed.
const caches = new WeakMap<Db, HomeFeedCache>();

export const getHomeFeedFunction = implement(getHomeFeed, async (_input, ctx) => {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = createHomeFeedCache(ctx.config.discovery.homeFeedCacheMs);
    caches.set(ctx.db, cache);
    // Any node's change to a model reaches every node's cache (the home-feed-stale consumer).
    ctx.notifier.subscribe(HOME_FEED_STALE, cache.forget);
  }
  return cache.read(ctx.db);
});
