import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** The query builder every handler uses; PGlite and PostgreSQL share one type and one dialect. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number taken once for all nodes: only one node migrates at a time. */
const MIGRATION_LOCK_KEY = 7_321_004;

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** An instance the caller owns and closes (tests load a migrated copy into memory). */
  | { kind: 'pglite-instance'; client: PGlite };

export async function openDatabase(source: DatabaseSource, options: { migrate: boolean }): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    if (options.migrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      } finally {
        client.release();
      }
    }
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  let release = () => {};
  let client: PGlite;
  if (source.kind === 'pglite') {
    const dir = path.join(source.dataDir, 'db');
    release = acquireDataDirLock(source.dataDir);
    try {
      client = await PGlite.create(dir, { extensions: { pg_trgm } });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = source.client;
  }
  const pgliteDb = drizzlePglite(client, { schema });
  if (options.migrate) await migratePglite(pgliteDb, { migrationsFolder });
  // Both drivers expose the same PgDatabase query builder; only the session type differs.
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      try {
        if (source.kind === 'pglite' && !client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}
