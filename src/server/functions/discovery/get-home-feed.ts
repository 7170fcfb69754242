import { getHomeFeed } from '../../../shared/contracts/discovery/discovery';
import type { Db } from '../../db/database';
import { createHomeFeedCache } from '../../discovery/home-feed-cache';
import type { HomeFeed } from '../../discovery/read-home-feed';
import { implement } from '../implement';

// One cache per database, so test apps (each with its own database) never see each other's feed.
const caches = new WeakMap<Db, (db: Db) => Promise<HomeFeed>>();

export const getHomeFeedFunction = implement(getHomeFeed, async (_input, ctx) => {
  let read = caches.get(ctx.db);
  if (!read) {
    read = createHomeFeedCache(ctx.config.discovery.homeFeedCacheMs);
    caches.set(ctx.db, read);
  }
  return read(ctx.db);
});
