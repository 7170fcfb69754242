import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, buildServerIfStale } from '../../../scripts/server-build.mjs';
import { projectRoot } from '../project-root';
import { freePort } from './free-port';

export interface ServerNode {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then waits for the exit; a node still running after 20 s is killed and reported. */
  stop(): Promise<void>;
}

/**
 * The built server, fresh: a test run's global setup built it once for every worker (two workers
 * building into one folder at once would race); a benchmark or script builds it here if stale.
 */
let built: Promise<unknown> | null = null;
function freshServerBuild(): Promise<unknown> {
  built ??= process.env.VITEST ? Promise.resolve() : buildServerIfStale(projectRoot);
  return built;
}

/**
 * A real server process (the built server, as `npm start` and production run it) on a database of
 * the caller's (PostgreSQL: several nodes may share it), with a data dir of its own; resolves once
 * it answers /readyz. For tests and benchmarks that need the server in its own process. Built
 * rather than through tsx: a node then starts on about 4 CPU-s rather than 11 to 16, and CI's
 * PostgreSQL run starts about twenty.
 */
export async function startServerNode(options: { databaseUrl: string; authSecret: string; env?: Record<string, string>; attempt?: number }): Promise<ServerNode> {
  await freshServerBuild();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-node-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      AUTH_SECRET: options.authSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const node: ServerNode = {
    child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const stuck = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), 20_000))),
      ]);
      clearTimeout(timer);
      if (!stuck) return;
      // A node that ignores SIGTERM would hang a deploy too: fail with what it printed.
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server did not stop within 20 s of SIGTERM:\n${output}`);
    },
  };
  // CI's PostgreSQL run boots up to five of these at once beside the browser tests: one took over a minute.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      await exited;
      // The free port was taken by another process's server before this one bound it: another port.
      if (output.includes('EADDRINUSE') && (options.attempt ?? 1) < 3) return startServerNode({ ...options, attempt: (options.attempt ?? 1) + 1 });
      throw new Error(`the server exited early:\n${output}`);
    }
    // Ready when the port answers and is this process's: another test's server on a port it was
    // also given must not pass for this one.
    if ((await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) && listensOn(child.pid!, port)) return node;
    if (Date.now() > deadline) {
      await node.stop();
      throw new Error(`the server did not get ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Whether process `pid` holds the listening TCP socket on `port` (Linux's /proc; elsewhere this
 * cannot be told, and the answer is yes).
 */
function listensOn(pid: number, port: number): boolean {
  let tables: string[];
  try {
    tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file, 'utf8'));
  } catch {
    return true;
  }
  if (tables.length === 0) return true;
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const line of tables.join('\n').split('\n')) {
    const fields = line.trim().split(/\s+/);
    // local_address, state 0A (LISTEN), inode.
    if (fields[1]?.endsWith(portHex) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
  }
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}
