import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const LOCK_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Another server process: it takes the lock and stays up, saying `locked` or `refused: …`. Its
 * pid is whatever the OS gives, as each server is pid 1 in its own container: the lock must not care.
 */
function lockingProcess(dir: string, options: { pretendPid?: number } = {}): Promise<{ child: ChildProcess; said: string }> {
  // Two containers' servers can both be pid 1: the contender is made to see the holder's pid as its own.
  const pretend = options.pretendPid ? `Object.defineProperty(process, 'pid', { value: ${options.pretendPid} });` : '';
  const script = `${pretend}
    import(${JSON.stringify(LOCK_MODULE)}).then((m) => m.acquireDataDirLock(${JSON.stringify(dir)}))
      .then(() => { console.log('locked'); setInterval(() => {}, 60000); }, (e) => { console.log('refused: ' + e.message); process.exit(3); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve) => {
    let said = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes('\n')) resolve({ child, said: said.trim() });
    });
  });
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('acquireDataDirLock', () => {
  it('refuses a second process while another holds the lock, whatever their pids, with a clear message', async () => {
    const dir = tempDir();
    const holder = await lockingProcess(dir);
    expect(holder.said).toBe('locked');
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(new RegExp(`already in use by another Meshmandi process \\(pid ${holder.child.pid} on `));
    const second = await lockingProcess(dir);
    expect(second.said).toMatch(/^refused: The database in .* is already in use by another Meshmandi process/);
  }, 60_000);

  it('refuses a second process that has the same pid as the holder (each pid 1 in its own container)', async () => {
    const dir = tempDir();
    const holder = await lockingProcess(dir);
    expect(holder.said).toBe('locked');
    const samePid = await lockingProcess(dir, { pretendPid: holder.child.pid });
    expect(samePid.said).toMatch(/^refused: The database in .* is already in use by another Meshmandi process/);
  }, 60_000);

  it('lets exactly one of two processes starting at once take the lock', async () => {
    const dir = tempDir();
    const both = await Promise.all([lockingProcess(dir), lockingProcess(dir)]);
    expect(both.map((p) => p.said.split(':')[0]).sort()).toEqual(['locked', 'refused']);
  }, 60_000);

  it('is taken over after its holder is killed with SIGKILL, by the next process', async () => {
    const dir = tempDir();
    const holder = await lockingProcess(dir);
    expect(holder.said).toBe('locked');
    await killed(holder.child);
    // The socket file stays behind; nothing listens on it any more.
    expect(fs.existsSync(path.join(dir, 'meshmandi.lock'))).toBe(true);
    const next = await lockingProcess(dir);
    expect(next.said).toBe('locked');
    await expect(acquireDataDirLock(dir)).rejects.toThrow(new RegExp(`pid ${next.child.pid} on `));
  }, 60_000);

  it('takes over a pid file the old lock left, even one naming a live pid, and then holds against others', async () => {
    const dir = tempDir();
    // A pid file naming our own pid, as a killed pid 1 left it for the restarted pid 1.
    fs.writeFileSync(path.join(dir, 'meshmandi.lock'), String(process.pid));
    const release = await acquireDataDirLock(dir);
    const refused = await lockingProcess(dir);
    expect(refused.said).toMatch(/^refused: .*\(pid \d+ on /);
    expect(refused.said).toContain(`pid ${process.pid} `);
    release();
    expect(fs.existsSync(path.join(dir, 'meshmandi.lock'))).toBe(false);
  }, 60_000);

  it('still refuses a second open of the same directory within this process', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir);
    try {
      await expect(acquireDataDirLock(dir)).rejects.toThrow(/already in use by this process/);
      await expect(acquireDataDirLock(path.join(dir, '.'))).rejects.toThrow(DataDirLockedError);
    } finally {
      release();
    }
    (await acquireDataDirLock(dir))();
  });

  it('locks, releases, and can lock again', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir);
    release();
    release();
    (await acquireDataDirLock(dir))();
  });
});
