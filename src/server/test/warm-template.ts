import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createServices } from '../create-services';
import type { DatabaseSource } from '../db/database';
import { JOB_SCHEMA } from '../jobs/job-queue';

/**
 * Starts the whole app once on the tests' template database, as a first start on a new site does,
 * so every test file's copy already has the migrations, pg-boss's tables and every queue (pg-boss
 * makes a partition table per queue: seconds per file, on two test runs of 130 files). Jobs the
 * start offered are removed, so a copy starts with none, as a new site would.
 */
export async function warmTemplate(source: DatabaseSource): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-template-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'silent', AUTH_SECRET: 'a-template-secret-that-is-long-enough-0123' });
    const services = await createServices(config, source);
    const app = await buildApp(services, { webDistDir: path.join(dataDir, 'no-web-build') });
    await app.ready();
    await app.close();
    await services.db.execute(sql.raw(`delete from ${JOB_SCHEMA}.job`));
    // Secrets a site makes on first start stay per test file, as they are per site.
    await services.db.execute(sql`delete from site_settings where key like '%secret%'`);
    await services.database.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
