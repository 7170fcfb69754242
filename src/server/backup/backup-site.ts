import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { createStorage } from '../storage/create-storage';
import { BACKUP_FORMAT, writeManifest, type BackupManifest } from './backup-manifest';
import { copyObjectsOut } from './copy-objects';
import { dumpPglite } from './pglite-snapshot';
import { dumpPostgres } from './postgres-tools';

export interface BackupOptions {
  config: Config;
  /** A new or empty folder. */
  dir: string;
  /** Where pg_dump is, when not in Debian's place or on PATH. */
  pgBinDir?: string;
  say?: (line: string) => void;
}

/**
 * A whole site into one folder (decision 087): the database first, then every stored object. In
 * that order an object deleted in between (a model deleted) is the only thing a restore can miss,
 * and a bucket with versioning keeps it; objects added in between are extra, and the orphan sweep
 * removes them after the restore.
 */
export async function backupSite({ config, dir, pgBinDir, say = () => {} }: BackupOptions): Promise<BackupManifest> {
  await fs.mkdir(dir, { recursive: true });
  if ((await fs.readdir(dir)).length > 0) throw new Error(`${dir} is not empty: back up into a new folder.`);
  const createdAt = new Date().toISOString();
  let database: BackupManifest['database'];
  if (config.databaseUrl) {
    database = { kind: 'postgres', file: 'database.dump' };
    await dumpPostgres(config.databaseUrl, path.join(dir, database.file), pgBinDir);
  } else {
    database = { kind: 'pglite', file: 'database.tar.gz' };
    await dumpPglite(config.dataDir, path.join(dir, database.file));
  }
  say(`database (${database.kind}) saved to ${database.file}`);
  const objects = await copyObjectsOut(await createStorage(config.storage), dir);
  say(`${objects.length} stored objects (${config.storage.driver}) copied, ${objects.reduce((sum, o) => sum + o.size, 0)} bytes`);
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt, database, storage: { driver: config.storage.driver, objects } };
  await writeManifest(dir, manifest);
  return manifest;
}
