import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseSource } from '../db/database';
import { projectRoot } from '../project-root';
import { postTip } from './post-tip';
import { BASIC_TIP_TIER } from '../test/basic-tip-tier';
import { freshTestDatabase } from '../test/test-database';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-reconcile-'));
const { DATABASE_URL: runDatabase, ...runEnv } = process.env;
const env: NodeJS.ProcessEnv = { ...runEnv, DATA_DIR: dataDir, NODE_ENV: 'development' };
// On the embedded database by default (a new one, which the command migrates); in the PostgreSQL
// run on a copy of its migrated template, so that run tests the command on PostgreSQL rather than
// repeating the embedded run (a PGlite cold start there has passed a minute on loaded cores).
let source: DatabaseSource = { kind: 'pglite', dataDir };
let dispose = async () => {};
beforeAll(async () => {
  if (!runDatabase) return;
  const database = await freshTestDatabase();
  ({ source, dispose } = database);
  if (source.kind === 'postgres') env.DATABASE_URL = source.url;
});
afterAll(async () => {
  await dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run ledger:reconcile', () => {
  const reconcile = () => run(process.execPath, ['scripts/run-built.mjs', 'reconcile-ledger'], { cwd: projectRoot, env, timeout: 120_000 });

  it('reports a sound ledger and exits 0 (on a new database), and exits 1 on a cached balance that is off by a paisa', async () => {
    const { stdout } = await reconcile();
    expect(stdout).toContain('The ledger reconciles: every book sums to zero.');
    expect(JSON.parse(stdout.slice(0, stdout.lastIndexOf('}') + 1))).toMatchObject({ balanced: true, books: [], unbalancedTransactions: [] });

    // The embedded database is one process's at a time: each step opens it, then lets go for the command.
    const write = async (change: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>) => {
      const database = await openDatabase(source, { migrate: false });
      await change(database.db);
      await database.close();
    };
    await write((db) => db.transaction((tx) => postTip(tx, { book: 'live', paymentId: 'pay_1', orderId: 'order_1', amountPaise: 25_000, payerId: 'p', creatorId: 'c', creatorTier: BASIC_TIP_TIER, modelId: null, message: '' })));
    expect((await reconcile()).stdout).toContain('The ledger reconciles');
    await write((db) => db.execute(sql`update ledger_accounts set balance = balance + 1 where kind = 'creator_earnings'`));
    const failed = await reconcile().then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('THE LEDGER DOES NOT RECONCILE.');
  }, 360_000);
});
