import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
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

/**
 * With E2E_DATABASE_URL (CI): a PostgreSQL database as the built server leaves it after its first
 * start, minus its jobs and secrets; each browser test's server runs on a copy of it
 * (server-database.ts). Returns the template's name and a teardown that drops it and every copy.
 */
export async function makeSeedDatabase(baseUrl: string): Promise<{ template: string; drop(): Promise<void> }> {
  const template = `meshmandi_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${template}`;
  const dataDir = makeDataDir();
  try {
    const server = await spawnServer({ dataDir, env: { DATABASE_URL: url.toString() } });
    await waitUntilReady(server, 120_000);
    const exit = await server.stop();
    if (exit.code !== 0) throw new Error(`the seed server did not stop cleanly (${JSON.stringify(exit)}):\n${server.stderr()}`);
    const seed = new pg.Client({ connectionString: url.toString() });
    await seed.connect();
    try {
      await seed.query(`delete from pgboss.job; delete from site_settings where key like '%secret%';`);
    } finally {
      await seed.end();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    template,
    drop: async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${template}%`]);
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    },
  };
}
