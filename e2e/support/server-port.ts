import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Under Linux's ephemeral range (32768 and up), where no outgoing connection (PostgreSQL's,
// Chromium's) is given a port, so only servers that chose one listen here.
const FIRST_PORT = 20_000;
const PORT_COUNT = 10_000;
// Shared by every process on the machine, so two test runs at once (or two workers of one) never share a port.
const CLAIMS = path.join(os.tmpdir(), 'meshmandi-e2e-ports');

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Claims the port for this process by creating its file exclusively; a claim whose process has died is taken over. */
function claim(port: number): boolean {
  const file = path.join(CLAIMS, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner > 0 && isAlive(owner)) return false;
      fs.rmSync(file, { force: true });
    }
  }
  return false;
}

/** Gives the port back once its server has stopped. */
export function releaseServerPort(port: number): void {
  fs.rmSync(path.join(CLAIMS, String(port)), { force: true });
}

/**
 * A port for a browser test's server, held until `releaseServerPort`. Not the OS's port 0 and not a
 * bare probe: between a probe closing and the server listening, another worker could be handed the
 * same port, and its readiness poll (and every call after) would be answered by our server. CI saw
 * that: one file's sign-in reached another file's server. A claim is an exclusive file, atomic
 * across processes, so no two servers of any run on this machine are given one port.
 */
export async function serverPort(): Promise<number> {
  fs.mkdirSync(CLAIMS, { recursive: true });
  const start = Math.floor(Math.random() * PORT_COUNT);
  for (let i = 0; i < PORT_COUNT; i++) {
    const port = FIRST_PORT + ((start + i) % PORT_COUNT);
    if (!claim(port)) continue;
    if (await isFree(port)) return port;
    releaseServerPort(port);
  }
  throw new Error(`No free port between ${FIRST_PORT} and ${FIRST_PORT + PORT_COUNT - 1}.`);
}
