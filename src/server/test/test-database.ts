import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/open-pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseSource } from '../db/database';

/** A fresh, migrated database for one test file: PGlite in memory, or a PostgreSQL copy of the template. */
export async function freshTestDatabase(): Promise<{ source: DatabaseSource; dispose(): Promise<void> }> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `${template.template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template.template}"`);
    await admin.end();
    const url = new URL(template.baseUrl);
    url.pathname = `/${name}`;
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
  const dump = new Blob([fs.readFileSync(inject('pgliteDumpPath'))]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  return { source: { kind: 'pglite-instance', client }, dispose: () => client.close() };
}
