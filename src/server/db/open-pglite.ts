import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock';
import { migrationsFolder, type Database, type Db, type DatabaseSource } from './database';
import * as schema from './schema';

/** The extensions the migrations create (0000 pg_trgm, 0015 btree_gin, 0040 fuzzystrmatch): PGlite loads them in its constructor. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin, fuzzystrmatch };

export async function openPglite(source: Exclude<DatabaseSource, { kind: 'postgres' }>, options: { migrate: boolean }): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (source.kind === 'pglite') {
    const dir = path.join(source.dataDir, 'db');
    release = await acquireDataDirLock(source.dataDir);
    try {
      client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = source.client;
  }
  const pgliteDb = drizzle(client, { schema });
  if (options.migrate) await migrate(pgliteDb, { migrationsFolder });
  // Both drivers expose the same PgDatabase query builder; only the session type differs.
  const db = pgliteDb as unknown as Db;
  // PGlite's query() takes one statement; exec() several, without parameters, answering each.
  const executeSql: Database['executeSql'] = async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    executeSql,
    // One process, one connection: there is no other to give background work.
    background: { db, executeSql },
    close: async () => {
      try {
        if (source.kind === 'pglite' && !client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}
