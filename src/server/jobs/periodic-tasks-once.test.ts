import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../project-root';
import { freePort } from '../test/free-port';
import { freshTestDatabase } from '../test/test-database';
import { JOB_SCHEMA } from './job-queue';

const PERIOD_SECONDS = 1;

interface Node {
  child: ChildProcess;
  url: string;
  output(): string;
}

/** A real server process (main.ts through tsx, as `npm run dev` runs it) on the given database. */
async function startNode(databaseUrl: string, secret: string): Promise<Node> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-node-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      TRENDING_REFRESH_SECONDS: String(PERIOD_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { child, url, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not get ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopNode(node: Node): Promise<void> {
  if (node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}

// Several nodes share one PostgreSQL in production; PGlite is one process's own database.
describe.skipIf(!inject('postgresTemplate'))('periodic tasks on two server nodes', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: Node[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const secret = randomBytes(32).toString('hex');
    nodes = await Promise.all([startNode(database.source.url, secret), startNode(database.source.url, secret)]);
    client = new pg.Client({ connectionString: database.source.url });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nodes.map(stopNode));
    await client?.end();
    await database?.dispose();
  });

  it('run once per period across both nodes, not once per node', async () => {
    const runs = async () =>
      (
        await client.query<{ slot: string; jobs: number; completed: number }>(
          `select singleton_on::text as slot, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as completed
             from ${JOB_SCHEMA}.job where name = 'trending-refresh' group by singleton_on order by singleton_on`,
        )
      ).rows;
    const started = Date.now();
    // Both nodes offer every run; wait for several periods' worth.
    await expect.poll(async () => (await runs()).filter((slot) => slot.completed === 1).length, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(4);
    const seconds = (Date.now() - started) / 1000;
    const slots = await runs();
    // One job per period, each run once: two nodes each running it would make two per period.
    expect(slots.every((slot) => slot.jobs === 1)).toBe(true);
    const completed = slots.reduce((sum, slot) => sum + slot.completed, 0);
    expect(completed).toBeLessThanOrEqual(Math.ceil(seconds / PERIOD_SECONDS) + 3);
    for (const node of nodes) expect(node.output()).not.toMatch(/"level":50|job queue error/);
  }, 60_000);
});
