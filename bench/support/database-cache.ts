import pg from 'pg';

/**
 * What a latency figure on PostgreSQL depends on besides the queries: whether the pages they read
 * are in PostgreSQL's buffers or come from disk (decision 066). A page outside shared_buffers may
 * be in the OS cache, or not: on a machine that reclaims idle page cache within seconds, as this
 * one does, it is a disk read (about 0.2 ms each, 3,000 for a deep page of a common word).
 */
export interface DatabaseCache {
  /** shared_buffers and the size of the models table with its indexes, in a sentence. */
  describe(): Promise<string>;
  /** Loads the models table and its indexes into shared_buffers (pg_prewarm), when they fit. */
  prewarm(): Promise<string>;
  /** Blocks read from disk and found in shared_buffers while `run` ran, in a sentence. */
  during(run: () => Promise<void>): Promise<string>;
  close(): Promise<void>;
}

const MODELS_RELATIONS = `select c.oid::regclass::text as name, pg_relation_size(c.oid) as bytes
  from pg_class c where c.oid = 'models'::regclass or c.oid in (select indexrelid from pg_index where indrelid = 'models'::regclass)`;

export async function openDatabaseCache(url: string): Promise<DatabaseCache> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sizes = async () => {
    const buffers = await client.query<{ bytes: string }>(`select setting::bigint * 8192 as bytes from pg_settings where name = 'shared_buffers'`);
    const relations = await client.query<{ name: string; bytes: string }>(MODELS_RELATIONS);
    return { buffers: Number(buffers.rows[0]!.bytes), relations: relations.rows, models: relations.rows.reduce((sum, r) => sum + Number(r.bytes), 0) };
  };
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-IN')} MB`;
  const blocks = async () => {
    const result = await client.query<{ read: string; hit: string }>(`select blks_read as read, blks_hit as hit from pg_stat_database where datname = current_database()`);
    return { read: Number(result.rows[0]!.read), hit: Number(result.rows[0]!.hit) };
  };
  return {
    async describe() {
      const { buffers, models } = await sizes();
      return `shared_buffers ${mb(buffers)}; the models table with its indexes ${mb(models)}`;
    },
    async prewarm() {
      const { buffers, relations, models } = await sizes();
      if (models > buffers * 0.9) return `not prewarmed: the models table and its indexes (${mb(models)}) do not fit in shared_buffers (${mb(buffers)})`;
      await client.query('create extension if not exists pg_prewarm');
      for (const relation of relations) await client.query('select pg_prewarm($1::regclass)', [relation.name]);
      return `prewarmed the models table and its ${relations.length - 1} indexes (${mb(models)}) into shared_buffers`;
    },
    async during(run) {
      // A backend reports its counts at most once a second, and an idle one within 10 s (PostgreSQL
      // 15): wait that long on both sides so each figure holds only its own run's reads.
      const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000));
      await settle();
      const before = await blocks();
      await run();
      await settle();
      const after = await blocks();
      const read = after.read - before.read;
      const hit = after.hit - before.hit;
      const share = read + hit > 0 ? ((100 * read) / (read + hit)).toFixed(2) : '0';
      return `blocks read from disk ${read.toLocaleString('en-IN')}, from shared_buffers ${hit.toLocaleString('en-IN')} (${share} % from disk)`;
    },
    close: () => client.end(),
  };
}
