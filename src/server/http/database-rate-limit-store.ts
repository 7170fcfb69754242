import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreParams {
  /** The route a child store counts for; the global store has none. */
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit whose counters live in the shared database (rate_limit_hits), so
 * every server node counts against one budget. It keeps the plugin's own store's rule: a key's
 * window starts at its first request and starts again with the first request after it has passed.
 * One statement counts and reads, so requests at once on several nodes each get their own number.
 * A route with its own limit counts under its own scope, as the plugin's in-memory children do.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly scope: string;

    constructor(params: object = {}) {
      const route = (params as StoreParams).routeInfo;
      this.scope = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'global';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      db.execute<{ hits: number; ttl: number }>(sql`
        insert into rate_limit_hits as r (key, window_start, hits) values (${`${this.scope}|${key}`}, now(), 1)
        on conflict (key) do update set
          hits = case when r.window_start + ${window} <= now() then 1 else r.hits + 1 end,
          window_start = case when r.window_start + ${window} <= now() then now() else r.window_start end
        returning hits, greatest(0, ceil(extract(epoch from (window_start + ${window} - now())) * 1000))::int as ttl`).then(
        (result) => answer(null, { current: Number(result.rows[0]!.hits), ttl: Number(result.rows[0]!.ttl) }),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, answer: Answer, timeWindow: number): void {
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      db.execute<{ hits: number; ttl: number }>(sql`
        select hits, greatest(0, ceil(extract(epoch from (window_start + ${window} - now())) * 1000))::int as ttl
        from rate_limit_hits where key = ${`${this.scope}|${key}`} and window_start + ${window} > now()`).then(
        (result) => answer(null, result.rows[0] ? { current: Number(result.rows[0].hits), ttl: Number(result.rows[0].ttl) } : { current: 0, ttl: 0 }),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params as StoreParams);
    }
  };
}

/** Forgets counters whose windows ended long ago (a periodic task, once across nodes). */
export async function pruneRateLimitHits(db: Db): Promise<number> {
  const result = await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 hour'`);
  return result.rowCount ?? 0;
}
