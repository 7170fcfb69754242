import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { PGLITE_EXTENSIONS } from '../db/open-pglite';

/** The embedded database's folder inside DATA_DIR, as open-pglite.ts opens it. */
const dbDirOf = (dataDir: string) => path.join(dataDir, 'db');

/**
 * The embedded site's database as one gzipped tarball (PGlite's dumpDataDir). It takes the data
 * directory's lock, so it refuses while the server runs: the embedded site is backed up stopped.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<void> {
  const release = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dbDirOf(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      const tarball = await client.dumpDataDir('gzip');
      await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Whether DATA_DIR already holds a database (restore writes only into a new one). */
export async function pgliteExists(dataDir: string): Promise<boolean> {
  const entries = await fs.readdir(dbDirOf(dataDir)).catch(() => []);
  return entries.length > 0;
}

/** Unpacks a dumpDataDir tarball into DATA_DIR/db. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dbDirOf(dataDir), { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([await fs.readFile(file)]) });
    await client.close();
  } finally {
    release();
  }
}
