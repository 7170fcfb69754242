import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Database, type DatabaseSource } from './database';
import * as schema from './schema';

/** Any number taken once for all nodes: only one node migrates at a time. */
const MIGRATION_LOCK_KEY = 7_321_004;

export async function openPostgres(source: Extract<DatabaseSource, { kind: 'postgres' }>, options: { migrate: boolean }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
  const backgroundPool = new pg.Pool({ connectionString: source.url, max: source.backgroundPoolSize ?? 5 });
  // An idle connection the server ends (a restart, a fail-over, an administrator) is an 'error' on
  // the pool; without a listener it would end the process. The pool drops that connection and opens
  // a new one for the next query, so it is only noted.
  for (const each of [pool, backgroundPool]) each.on('error', (error) => process.emitWarning(`an idle database connection ended: ${error.message}`, 'DatabaseWarning'));
  if (options.migrate) {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      client.release();
    }
  }
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    executeSql: (text, values) => pool.query(text, values),
    background: { db: drizzle(backgroundPool, { schema }), executeSql: (text, values) => backgroundPool.query(text, values) },
    pools: () =>
      (
        [
          ['requests', pool],
          ['background', backgroundPool],
        ] as const
      ).map(([name, each]) => ({ name, total: each.totalCount, idle: each.idleCount, waiting: each.waitingCount })),
    close: async () => void (await Promise.all([pool.end(), backgroundPool.end()])),
  };
}
