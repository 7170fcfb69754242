import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createServices } from '../create-services';
import type { DatabaseSource } from '../db/database';
import { mailOutbox } from '../db/schema';
import { reconcileLedger } from '../money/reconcile-ledger';
import type { Services } from '../services';
import { freePort } from './free-port';
import { TestClient } from './test-client';
import { freshTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  url: string;
  dataDir: string;
  /** The database it runs on, as opened (a backup test reads a PostgreSQL copy's URL from it). */
  databaseSource: DatabaseSource;
  /** A new cookie-keeping client, like a browser tab on this site. */
  client(): TestClient;
  /** Runs every due job to the end, and what they send (jobsOnDemand apps: no worker runs them by itself). */
  drainJobs(options?: { dueWithinSeconds?: number }): Promise<number>;
  /** The last code e-mailed to an address through the outbox. */
  lastOtp(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a real port with a fresh database and a temp file store, mail to the outbox.
 * The log is silent unless `env` sets LOG_LEVEL; `logDestination` then receives its lines.
 * `leaveOutTasks` names periodic tasks the test runs itself, at the dates it chooses.
 * `jobsOnDemand`: jobs wait for drainJobs(), and no periodic task runs by itself.
 * `embeddedOnDisk`: the embedded site as `npm start` makes it, PGlite in `$DATA_DIR/db` (made and
 * migrated for this app: seconds slower); the test stops it itself (app, then database) to read the folder.
 * `onDatabaseOf`: a second node on another test app's database (with a data dir of its own); close it before that app.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logDestination?: DestinationStream; leaveOutTasks?: readonly string[]; jobsOnDemand?: boolean; embeddedOnDisk?: boolean; onDatabaseOf?: TestApp } = {},
): Promise<TestApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000',
    REPORT_RATE_LIMIT_PER_HOUR: '100000',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    // Tests read the home page right after changing models.
    HOME_FEED_CACHE_SECONDS: '0',
    ...env,
  });
  const database = options.onDatabaseOf
    ? { source: options.onDatabaseOf.databaseSource, dispose: async () => {} }
    : options.embeddedOnDisk
      ? { source: { kind: 'pglite' as const, dataDir }, dispose: async () => {} }
      : await freshTestDatabase();
  const services = await createServices(config, database.source, { logDestination: options.logDestination });
  const app = await buildApp(services, { webDistDir: path.join(dataDir, 'no-web-build'), leaveOutTasks: options.leaveOutTasks ?? [], jobsOnDemand: options.jobsOnDemand ?? false });
  await app.listen({ port, host: '127.0.0.1' });
  const url = config.publicUrl;
  return {
    app,
    services,
    url,
    dataDir,
    databaseSource: database.source,
    client: () => new TestClient(url),
    drainJobs: (drainOptions) => services.jobs.drain(drainOptions),
    lastOtp: async (email) => {
      const [mail] = await services.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'otp')))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No OTP e-mail found for ${email}`);
      return code;
    },
    close: async () => {
      await app.close();
      // Issue 14: whatever a test did, every book still sums to zero and every balance matches.
      const ledger = await reconcileLedger(services.db);
      if (!ledger.balanced) throw new Error(`the money ledger does not reconcile after this test file: ${JSON.stringify(ledger)}`);
      await services.database.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
