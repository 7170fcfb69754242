import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeDataDir, spawnServer, startServer } from './support/server';

const dataDir = makeDataDir();

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// PGlite does not lock its directory itself; a second server on the same DATA_DIR would corrupt it.
it('refuses a second server on a data dir in use, and SIGTERM shuts down cleanly and releases the lock', async () => {
  const first = await startServer({ dataDir });
  const lockFile = path.join(dataDir, 'meshmandi.lock');
  try {
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));

    const second = await spawnServer({ dataDir });
    const secondExit = await second.exited;
    expect(secondExit.code).not.toBe(0);
    expect(secondExit.code).not.toBeNull();
    expect(second.stderr()).toContain('already in use');
    expect(second.stderr()).toContain(dataDir);
    // The refused process must not have touched the first one's lock.
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  } finally {
    const exit = await first.stop();
    expect(exit).toEqual({ code: 0, signal: null });
  }
  expect(fs.existsSync(lockFile)).toBe(false);
});
