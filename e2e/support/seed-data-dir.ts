import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../src/server/db/open-pglite';
import { makeDataDir, spawnServer, waitUntilReady } from './server';

/**
 * A data dir as the built server leaves it after its first start on an empty one (migrated, pg-boss
 * installed, every queue made), minus the jobs and secrets that start made: what a new site has.
 * Each browser test's server starts from a copy in about a second instead of migrating for ten.
 */
export async function makeSeedDataDir(): Promise<string> {
  const dataDir = makeDataDir();
  const server = await spawnServer({ dataDir });
  await waitUntilReady(server, 120_000);
  const exit = await server.stop();
  if (exit.code !== 0) throw new Error(`the seed server did not stop cleanly (${JSON.stringify(exit)}):\n${server.stderr()}`);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: PGLITE_EXTENSIONS });
  try {
    await db.exec(`delete from pgboss.job; delete from site_settings where key like '%secret%';`);
  } finally {
    await db.close();
  }
  fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  return dataDir;
}
