import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { createStorage } from '../storage/create-storage';
import { readManifest, type BackupManifest } from './backup-manifest';
import { checkObjectCopies, copyObjectsIn } from './copy-objects';
import { pgliteExists, restorePglite } from './pglite-snapshot';
import { restorePostgres } from './postgres-tools';

export interface RestoreOptions {
  config: Config;
  /** A folder backupSite wrote. */
  dir: string;
  pgBinDir?: string;
  say?: (line: string) => void;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/**
 * A backup into an empty database and an empty bucket (or files folder), as configured: the same
 * settings the server will start with. Everything is checked before anything is written: the
 * backup's objects against its manifest, and that both targets are empty (a restore never merges).
 */
export async function restoreSite({ config, dir, pgBinDir, say = () => {} }: RestoreOptions): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new Error(`This backup holds a ${manifest.database.kind} database and the settings name ${target === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (no DATABASE_URL)'}: restore it where it came from, then move the data (docs/deploy.md).`);
  }
  await checkObjectCopies(dir, manifest.storage.objects);
  const storage = await createStorage(config.storage);
  if ((await storage.list('')).length > 0) throw new Error(`The ${config.storage.driver === 's3' ? `bucket ${config.storage.bucket}` : `folder ${config.storage.root}`} is not empty: restore into an empty one.`);
  if (config.databaseUrl) {
    if (!(await postgresIsEmpty(config.databaseUrl))) throw new Error('The database DATABASE_URL names is not empty: restore into a new, empty database.');
    await restorePostgres(config.databaseUrl, path.join(dir, manifest.database.file), pgBinDir);
  } else {
    if (await pgliteExists(config.dataDir)) throw new Error(`${config.dataDir} already holds a database: restore into a new DATA_DIR.`);
    await restorePglite(config.dataDir, path.join(dir, manifest.database.file));
  }
  say(`database (${manifest.database.kind}) restored`);
  await copyObjectsIn(storage, dir, manifest.storage.objects);
  say(`${manifest.storage.objects.length} stored objects restored, each checked`);
  return manifest;
}
