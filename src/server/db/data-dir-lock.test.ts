import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('refuses a second holder while a live process holds the lock, with a clear message', async () => {
    const dir = tempDir();
    // A live process other than us, standing in for a running server.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(path.join(dir, 'meshmandi.lock'), String(holder.pid));
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`already in use by another Meshmandi process \\(pid ${holder.pid}\\)`));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    fs.writeFileSync(path.join(dir, 'meshmandi.lock'), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'meshmandi.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'meshmandi.lock'))).toBe(false);
  });

  it('takes over a lock naming our own pid that this process does not hold (a restarted container is pid 1 again)', () => {
    const dir = tempDir();
    // What the killed server left: its pid, which the restarted one has been given again.
    fs.writeFileSync(path.join(dir, 'meshmandi.lock'), String(process.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'meshmandi.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'meshmandi.lock'))).toBe(false);
  });

  it('still refuses a second open of the same directory within this process', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(/already in use by this process/);
      expect(() => acquireDataDirLock(path.join(dir, '.'))).toThrow(DataDirLockedError);
    } finally {
      release();
    }
    acquireDataDirLock(dir)();
  });

  it('locks, releases, and can lock again', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    release();
    acquireDataDirLock(dir)();
  });
});
