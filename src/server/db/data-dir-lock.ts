import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory, and two processes writing one data dir corrupt it
 * (STACK-NOTES). We hold a pid file for as long as the database is open.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'meshmandi.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DataDirLockedError(
          `The database in ${dir} is already in use by another Meshmandi process (pid ${pid}). ` +
            'Stop that process first, or start this one with another DATA_DIR.',
        );
      }
      // The previous owner died without releasing the lock: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}: another process keeps taking the lock.`);
}
