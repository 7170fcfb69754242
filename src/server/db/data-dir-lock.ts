import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Lock sockets this process holds now, so a second open within it is refused without asking the OS. */
const heldHere = new Set<string>();

/** Linux keeps a socket path in 108 bytes, the terminating NUL included; macOS in 104. */
const MAX_SOCKET_PATH = 103;

const ANSWER_TIMEOUT_MS = 2000;

function listen(socketPath: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((connection) => connection.end(`pid ${process.pid} on ${os.hostname()}`));
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Who holds the socket, as it says itself, or null when no process listens on it any more: the
 * kernel closes a socket with the process that held it, however it died (SIGKILL included), so a
 * refused connection means the file is only what the dead process left.
 */
function holderOf(socketPath: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath);
    let said = '';
    connection.setTimeout(ANSWER_TIMEOUT_MS, () => connection.destroy());
    connection.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
    connection.once('close', () => resolve(said.trim().slice(0, 200) || 'a process that does not say who it is'));
    connection.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT' || error.code === 'ENOTSOCK') resolve(null);
      else reject(error);
    });
  });
}

function socketPathFor(dir: string): string {
  const absolute = path.join(path.resolve(dir), 'meshmandi.lock');
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new DataDirLockedError(`Could not lock ${dir}: its path is too long for the lock (at most ${MAX_SOCKET_PATH - 15} bytes). Use a shorter DATA_DIR.`);
}

/**
 * PGlite does not lock its directory, and two processes writing one data dir corrupt it
 * (STACK-NOTES). We hold a lock for as long as the database is open: a Unix socket listening in the
 * data dir (decision 050). While we live, a second process's bind fails and its connection is
 * answered; once we die, however, the OS closes the socket and the next process takes the file
 * over. Unlike a pid file, nothing depends on pids, which containers give out again (each server is
 * pid 1 in its own), nor on clocks or hostnames.
 */
export async function acquireDataDirLock(dir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const socketPath = socketPathFor(dir);
  const key = path.resolve(socketPath);
  const inUse = (who: string) =>
    new DataDirLockedError(`The database in ${dir} is already in use by ${who}. Stop that process first, or start this one with another DATA_DIR.`);
  if (heldHere.has(key)) throw inUse('this process');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listen(socketPath);
      const inode = fs.statSync(socketPath).ino;
      heldHere.add(key);
      return () => {
        if (!heldHere.delete(key)) return;
        try {
          // Another process may already have taken over a file we lost; that one is not ours to remove.
          if (fs.statSync(socketPath).ino === inode) fs.rmSync(socketPath, { force: true });
        } catch {
          // Already gone: nothing to release.
        }
        server.close();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await holderOf(socketPath);
      if (holder !== null) throw inUse(`another Meshmandi process (${holder})`);
      // Left by a process that died (or by a version that locked with a pid file): take it over.
      fs.rmSync(socketPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}: another process keeps taking the lock.`);
}
