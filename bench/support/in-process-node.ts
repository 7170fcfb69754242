import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createServices } from '../../src/server/create-services';

/**
 * One node in this process: the app's services on the bench database, its background work left to
 * the benchmark (jobs on demand), as the periodic tasks' benchmarks run two side by side.
 */
export async function inProcessNode(databaseUrl: string, label: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `meshmandi-${label}-`));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789', DATABASE_URL: databaseUrl });
  const services = await createServices(config);
  const app = await buildApp(services, { webDistDir: path.join(dataDir, 'no-web'), jobsOnDemand: true });
  await app.ready();
  return { services, close: async () => (await app.close(), await services.database.close()) };
}
