import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from './paths';
import { databaseUrlFor, dropDatabaseOf, e2ePostgresTemplate } from './server-database';
import { releaseServerPort, serverPort } from './server-port';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Resolves when the process has exited, however that happened. */
  exited: Promise<Exit>;
  stdout(): string;
  stderr(): string;
  /** SIGTERM, then waits for the exit; removes the data dir if this helper made it. */
  stop(): Promise<Exit>;
}

export interface ServerOptions {
  /** Defaults to a temp dir that stop() removes, a copy of the first-started seed (e2e/global-setup.ts). */
  dataDir?: string;
  /** PGlite in the data dir even when the run puts the servers on PostgreSQL (E2E_DATABASE_URL). */
  embedded?: boolean;
  env?: Record<string, string>;
}

/** An empty data dir: the server will migrate it on its first start, as a new site's. */
export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-e2e-'));
}

/**
 * A copy of the seed the global setup made, or an empty dir outside a test run or for a server on
 * the run's PostgreSQL (whose database is a copy of a seeded one, server-database.ts). A test that edits
 * its server's database while it is stopped (edit-while-stopped.ts) passes one as `dataDir`, so
 * stopping does not remove it, and removes it itself.
 */
export function seededDataDir(embedded = false): string {
  const dataDir = makeDataDir();
  let seed: string | undefined;
  try {
    seed = inject('e2eSeedDataDir');
  } catch {
    // Outside a vitest run (a benchmark): the server migrates the empty dir itself.
  }
  if (seed && (embedded || !e2ePostgresTemplate())) fs.cpSync(seed, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Spawns the real server the way production runs it (`npm start`: the built server, decision 010),
 * without waiting for it to be ready. The global setup has built it, so no build runs here.
 */
export async function spawnServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? seededDataDir(options.embedded);
  const port = await serverPort();
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = await databaseUrlFor(dataDir, options.embedded);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // PGlite in DATA_DIR (or the run's PostgreSQL copy for this dir) and no AUTH_SECRET demand,
      // whatever the developer's shell has set.
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Browser tests make many API calls from one address in a few minutes; rate limits have their own server tests.
      RATE_LIMIT_PER_MINUTE: '5000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The tests look at the home page right after making models.
      HOME_FEED_CACHE_SECONDS: '0',
      // Counts reach lists and sorts at the counter roll-up (decision 027): every second here.
      COUNTER_ROLLUP_SECONDS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const stop = async (): Promise<Exit> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const exit = await exited.finally(() => clearTimeout(timer));
    releaseServerPort(port);
    if (ownsDataDir) {
      await dropDatabaseOf(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return exit;
  };
  return { url, dataDir, child, exited, stdout: () => stdout, stderr: () => stderr, stop };
}

/** Polls /readyz until the server and its database answer; fails fast if the process dies. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void server.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) {
      throw new Error(`The server exited before it was ready (code ${server.child.exitCode}).\n${server.stderr()}${server.stdout()}`);
    }
    try {
      const response = await fetch(`${server.url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`The server was not ready within ${timeoutMs} ms.\n${server.stderr()}${server.stdout()}`);
}

export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const server = await spawnServer(options);
  await waitUntilReady(server);
  return server;
}
