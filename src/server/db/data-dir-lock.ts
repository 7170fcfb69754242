import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Lock files this process holds now: a pid file naming us is ours only if it is listed here. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the pid in a lock file still holds it. Our own pid counts only when this process took the
 * lock: a restarted container runs the server as pid 1 again, and the file the killed pid 1 left is
 * then stale, not a second server.
 */
function holdsLock(pid: number, lockPath: string): boolean {
  return pid === process.pid ? heldHere.has(lockPath) : isAlive(pid);
}

/**
 * PGlite does not lock its directory, and two processes writing one data dir corrupt it
 * (STACK-NOTES). We hold a pid file for as long as the database is open.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.resolve(dir), 'meshmandi.lock');
  const inUse = (who: string) =>
    new DataDirLockedError(`The database in ${dir} is already in use by ${who}. Stop that process first, or start this one with another DATA_DIR.`);
  if (heldHere.has(lockPath)) throw inUse('this process');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && holdsLock(pid, lockPath)) throw inUse(`another Meshmandi process (pid ${pid})`);
      // The previous owner died without releasing the lock: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}: another process keeps taking the lock.`);
}
