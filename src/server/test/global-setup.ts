import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/open-pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { buildServerIfStale } from '../../../scripts/server-build.mjs';
import { projectRoot } from '../project-root';
import { warmTemplate } from './warm-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a migrated data dir, dumped once, loaded fresh by every test file. */
    pgliteDumpPath: string;
    /** PostgreSQL runs: a migrated template database each test file copies. */
    postgresTemplate: { baseUrl: string; template: string } | null;
  }
}

/** Migrates once per run; each test file then starts from a fresh copy (STACK-NOTES). */
export default async function setup(project: TestProject) {
  // The server nodes some files start run the built server (server-node.ts): built once here, for every worker.
  await buildServerIfStale(projectRoot);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `meshmandi_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 }, { migrate: true });
    await database.close();
    await warmTemplate({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    project.provide('postgresTemplate', { baseUrl: databaseUrl, template });
    project.provide('pgliteDumpPath', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${template}%`]);
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
      fs.rmSync(tmp, { recursive: true, force: true });
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ kind: 'pglite-instance', client }, { migrate: true });
  await warmTemplate({ kind: 'pglite-instance', client });
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(tmp, 'migrated.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  await client.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', null);
  return () => fs.rmSync(tmp, { recursive: true, force: true });
}
