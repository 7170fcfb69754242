import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { projectRoot } from '../project-root';
import type * as schema from './schema';

/** The query builder every handler uses; PGlite and PostgreSQL share one type and one dialect. */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction handle as drizzle gives it to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /**
   * One statement with $1… parameters, or several without, outside any transaction: for libraries
   * that bring their own SQL (the job queue). Handlers use `db`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /**
   * The same database for background work (the job queue and its handlers), through connections
   * of its own on PostgreSQL: a storm of requests waiting for the request pool does not hold up
   * the jobs that answer it (notifications), nor do long jobs hold up requests. PGlite has one.
   */
  background: Pick<Database, 'db' | 'executeSql'>;
  /** This process's connection pools as they are now (PostgreSQL; PGlite has none): for /metrics. */
  pools?(): { name: 'requests' | 'background'; total: number; idle: number; waiting: number }[];
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number; backgroundPoolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** An instance the caller owns and closes (tests load a migrated copy into memory). */
  | { kind: 'pglite-instance'; client: PGlite };

/**
 * Opens PostgreSQL or the embedded PGlite, migrating when asked. Only the driver in use is loaded:
 * each is several megabytes of resident code the other mode never needs.
 */
export async function openDatabase(source: DatabaseSource, options: { migrate: boolean }): Promise<Database> {
  if (source.kind === 'postgres') {
    const { openPostgres } = await import('./open-postgres');
    return openPostgres(source, options);
  }
  const { openPglite } = await import('./open-pglite');
  return openPglite(source, options);
}
