import fs from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_FORMAT = 'meshmandi-backup/1';
export const MANIFEST_FILE = 'manifest.json';
/** The stored objects, each at objects/<its storage key>. */
export const OBJECTS_DIR = 'objects';

export interface BackedUpObject {
  key: string;
  size: number;
  sha256: string;
}

/** What a backup folder holds; restore checks every object against it before writing it anywhere. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** `postgres`: database.dump from pg_dump (custom format). `pglite`: database.tar.gz from PGlite's dumpDataDir. */
  database: { kind: 'postgres'; file: 'database.dump' } | { kind: 'pglite'; file: 'database.tar.gz' };
  storage: { driver: 'local' | 's3'; objects: BackedUpObject[] };
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${dir} is not a Meshmandi backup (${MANIFEST_FILE} says ${JSON.stringify(manifest.format)}).`);
  return manifest;
}

/** Where a key's copy lives in the folder; a key that would leave it is refused (keys come from keys.ts, but the listing is the bucket's). */
export function objectPath(dir: string, key: string): string {
  const base = path.resolve(dir, OBJECTS_DIR);
  const file = path.resolve(base, key);
  if (!file.startsWith(`${base}${path.sep}`)) throw new Error(`refusing a storage key outside the backup folder: ${JSON.stringify(key)}`);
  return file;
}
