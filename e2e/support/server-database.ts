import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** With E2E_DATABASE_URL: a seeded PostgreSQL database each browser test's server copies. */
    e2ePostgresTemplate: { baseUrl: string; template: string } | null;
  }
}

// The database a data dir's server runs on, named in the data dir itself, so a server restarted on
// the same dir (edit-while-stopped.ts) finds the same database, as it finds PGlite's files there.
const MARKER = 'e2e-database-url';

export function e2ePostgresTemplate(): { baseUrl: string; template: string } | null {
  try {
    return inject('e2ePostgresTemplate') ?? null;
  } catch {
    // Outside a vitest run (a benchmark): the embedded database.
    return null;
  }
}

async function withAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The DATABASE_URL for a server on this data dir: '' (PGlite in the dir) unless the run was given
 * E2E_DATABASE_URL, when it is a copy of the seeded template made for this dir on its first start.
 */
export async function databaseUrlFor(dataDir: string, embedded = false): Promise<string> {
  const seed = embedded ? null : e2ePostgresTemplate();
  if (!seed) return '';
  const marker = path.join(dataDir, MARKER);
  if (fs.existsSync(marker)) return fs.readFileSync(marker, 'utf8');
  const name = `${seed.template}_${randomBytes(4).toString('hex')}`;
  await withAdmin(seed.baseUrl, (admin) => admin.query(`create database "${name}" template "${seed.template}"`));
  const url = new URL(seed.baseUrl);
  url.pathname = `/${name}`;
  // Nothing a browser test writes must outlive a crash of the machine: commits need not wait for the disk.
  url.searchParams.set('options', '-c synchronous_commit=off');
  fs.writeFileSync(marker, url.toString());
  return url.toString();
}

/** Drops the data dir's PostgreSQL copy, if it has one (the global teardown drops any left). */
export async function dropDatabaseOf(dataDir: string): Promise<void> {
  const seed = e2ePostgresTemplate();
  const marker = path.join(dataDir, MARKER);
  if (!seed || !fs.existsSync(marker)) return;
  const name = new URL(fs.readFileSync(marker, 'utf8')).pathname.slice(1);
  await withAdmin(seed.baseUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

/** Opens a stopped server's database directly, for what a test cannot make through the API. */
export async function openServerDatabase(dataDir: string): Promise<Database> {
  const marker = path.join(dataDir, MARKER);
  if (fs.existsSync(marker)) return openDatabase({ kind: 'postgres', url: fs.readFileSync(marker, 'utf8'), poolSize: 1 }, { migrate: false });
  return openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
}
