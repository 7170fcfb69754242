import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseSource } from '../db/database';
import { leasePglite } from './pglite-pool';

/** A fresh, migrated database for one test file: PGlite in memory (a worker's instances are reused, emptied back: pglite-pool.ts), or a PostgreSQL copy of the template. */
export async function freshTestDatabase(): Promise<{ source: DatabaseSource; dispose(): Promise<void> }> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `${template.template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.baseUrl });
    await admin.connect();
    await admin.query('set synchronous_commit = off');
    await admin.query(`create database "${name}" template "${template.template}"`);
    await admin.end();
    const url = new URL(template.baseUrl);
    url.pathname = `/${name}`;
    // A test's commits need not wait for the disk: nothing here outlives a crash of the server, and
    // waiting for each fsync made the PostgreSQL run several times slower (decision 054).
    url.searchParams.set('options', '-c synchronous_commit=off');
    return {
      source: { kind: 'postgres', url: url.toString(), poolSize: 5 },
      dispose: async () => {
        const drop = new pg.Client({ connectionString: template.baseUrl });
        await drop.connect();
        await drop.query(`drop database if exists "${name}" with (force)`);
        await drop.end();
      },
    };
  }
  const lease = await leasePglite(inject('pgliteDumpPath'));
  return { source: { kind: 'pglite-instance', client: lease.client }, dispose: lease.release };
}
