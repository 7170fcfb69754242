import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * pg_dump or pg_restore: from `binDir` when given; else the newest under Debian's
 * /usr/lib/postgresql/<version>/bin, which leaves them off PATH (they must be at least the server's
 * version, so the newest is the safe pick); else whichever PATH finds.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', binDir?: string): string {
  if (binDir) return path.join(binDir, name);
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(debian, v, 'bin', name)).find((file) => fs.existsSync(file)) ?? name;
}

/** A consistent snapshot of the whole database (every schema: the app's, pg-boss's, the migrations' record), in pg_dump's custom format. */
export async function dumpPostgres(url: string, file: string, binDir?: string): Promise<void> {
  await run(postgresTool('pg_dump', binDir), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], { maxBuffer: 64 * 1024 * 1024 });
}

/** Into an empty database; any error stops it (a half-restored site is worse than none). */
export async function restorePostgres(url: string, file: string, binDir?: string): Promise<void> {
  await run(postgresTool('pg_restore', binDir), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], { maxBuffer: 64 * 1024 * 1024 });
}
