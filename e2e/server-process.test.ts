import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeDataDir, spawnServer, startServer } from './support/server';

const dataDir = makeDataDir();

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The lock is a socket in the data dir (decision 050); whoever listens on it says who it is. */
function lockHolder(socketPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath);
    let said = '';
    connection.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
    connection.once('close', () => resolve(said.trim()));
    connection.once('error', reject);
  });
}

// PGlite does not lock its directory itself; a second server on the same DATA_DIR would corrupt it
// (so this file runs on PGlite even when the run puts the servers on PostgreSQL).
it('refuses a second server on a data dir in use, and SIGTERM shuts down cleanly and releases the lock', async () => {
  const first = await startServer({ dataDir, embedded: true });
  const lockFile = path.join(dataDir, 'meshmandi.lock');
  try {
    expect(fs.statSync(lockFile).isSocket()).toBe(true);
    expect(await lockHolder(lockFile)).toMatch(new RegExp(`^pid ${first.child.pid} on `));

    const second = await spawnServer({ dataDir, embedded: true });
    const secondExit = await second.exited;
    expect(secondExit.code).not.toBe(0);
    expect(secondExit.code).not.toBeNull();
    expect(second.stderr()).toContain('already in use');
    expect(second.stderr()).toContain(dataDir);
    // The refused process must not have touched the first one's lock.
    expect(await lockHolder(lockFile)).toMatch(new RegExp(`^pid ${first.child.pid} on `));
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  } finally {
    const exit = await first.stop();
    expect(exit).toEqual({ code: 0, signal: null });
  }
  expect(fs.existsSync(lockFile)).toBe(false);
});
