import fs from 'node:fs';
import path from 'node:path';
import { testFilesUsingDatabase } from './test-files-using-database';

/**
 * Which server test files a run takes (decision 072):
 * - `all` (the default, `npm test` on a fresh machine): every file, on the embedded PGlite.
 * - `database` (`DATABASE_URL` set): the files that reach a database, on PostgreSQL.
 * - `pglite-smoke` (CI beside the PostgreSQL run): the files that reach no database, and those that
 *   reach the embedded database's own code, so that what PostgreSQL already ran is not run twice.
 */
export type ServerTestRun = 'all' | 'database' | 'pglite-smoke';

/**
 * Where PGlite and PostgreSQL differ in this code: opening and pooling the embedded database, the
 * migrations and template, the job runner's locks and liveness on it, the ledger's transactions and
 * the search's extensions. A database file under one of these, or one that names PGlite itself (a
 * test written for one engine or the other), is in the smoke set.
 */
const PGLITE_SMOKE_FOLDERS = ['src/server/db/', 'src/server/test/', 'src/server/jobs/', 'src/server/money/', 'src/server/events/'];

/** One test per path a request takes through the app on the embedded database: sign-up to a tip. */
const PGLITE_SMOKE_FILES = [
  'src/server/accounts/callables/sign-up-and-otp.test.ts',
  'src/server/community/callables/comments/comments.test.ts',
  'src/server/discovery/callables/search-models.test.ts',
  'src/server/payments/built-in-test-checkout.test.ts',
  'src/server/payouts/payout-built-in.test.ts',
  'src/server/notifications/notification-events.test.ts',
];

function namesPglite(root: string, file: string): boolean {
  return /pglite/i.test(fs.readFileSync(path.join(root, file), 'utf8'));
}

/** The server test files of a run, relative to root (vitest's include list). */
export function serverTestFiles(root: string, run: ServerTestRun): string[] {
  if (run === 'all') return ['src/**/*.test.ts'];
  const usingDatabase = testFilesUsingDatabase(root, 'src').filter((file) => !file.startsWith('src/web/'));
  if (run === 'database') return usingDatabase;
  const missing = PGLITE_SMOKE_FILES.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`The PGlite smoke set names files that are gone: ${missing.join(', ')}. Name what replaced them.`);
  const reachesDatabase = new Set(usingDatabase);
  // The server project's files: every test under src but the web app's (shared code included).
  const everyFile = (fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
    .map((file) => path.join('src', file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('src/web/'))
    .sort();
  return everyFile.filter(
    (file) =>
      !reachesDatabase.has(file) ||
      PGLITE_SMOKE_FOLDERS.some((folder) => file.startsWith(folder)) ||
      PGLITE_SMOKE_FILES.includes(file) ||
      namesPglite(root, file),
  );
}

/** The run the environment asks for; a misspelt SERVER_TESTS is an error, not a silent full run. */
export function serverTestRun(env: NodeJS.ProcessEnv): ServerTestRun {
  const asked = env.SERVER_TESTS;
  if (asked === undefined || asked === '') return env.DATABASE_URL ? 'database' : 'all';
  if (asked === 'pglite-smoke') {
    if (env.DATABASE_URL) throw new Error('SERVER_TESTS=pglite-smoke runs on the embedded database: unset DATABASE_URL.');
    return asked;
  }
  throw new Error(`SERVER_TESTS must be pglite-smoke or unset, not ${JSON.stringify(asked)}.`);
}
