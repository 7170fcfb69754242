import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverTestFiles, serverTestRun } from './server-test-files';

const repo = path.resolve(import.meta.dirname, '../../..');

it('runs every file on PGlite by default, the database files on PostgreSQL, and the smoke set only when asked', () => {
  expect(serverTestRun({})).toBe('all');
  expect(serverTestRun({ DATABASE_URL: 'postgres://localhost/x' })).toBe('database');
  expect(serverTestRun({ SERVER_TESTS: 'pglite-smoke' })).toBe('pglite-smoke');
  expect(() => serverTestRun({ SERVER_TESTS: 'pglite_smoke' })).toThrow(/must be pglite-smoke or unset, not "pglite_smoke"/);
  expect(() => serverTestRun({ SERVER_TESTS: 'pglite-smoke', DATABASE_URL: 'postgres://localhost/x' })).toThrow(/unset DATABASE_URL/);
});

it('between the PostgreSQL run and the smoke set, leaves no file of the server project out (shared code included)', () => {
  const onPostgres = serverTestFiles(repo, 'database');
  const smoke = serverTestFiles(repo, 'pglite-smoke');
  const pure = smoke.filter((file) => !onPostgres.includes(file));
  // Parsers run only in the smoke set; the embedded database's own code runs on both.
  expect(pure).toContain('src/server/models/analysis/analyse-stl.test.ts');
  expect(onPostgres).not.toContain('src/server/models/analysis/analyse-stl.test.ts');
  for (const file of ['src/server/test/pglite-pool.test.ts', 'src/server/db/database.test.ts', 'src/server/money/ledger.test.ts', 'src/server/payouts/payout-built-in.test.ts']) {
    expect(smoke).toContain(file);
  }
  // A database file of a domain with nothing PGlite-specific runs on PostgreSQL alone.
  expect(onPostgres).toContain('src/server/community/callables/likes-and-bookmarks.test.ts');
  expect(smoke).not.toContain('src/server/community/callables/likes-and-bookmarks.test.ts');
  const covered = new Set([...onPostgres, ...smoke]);
  // What the server project takes on a developer's run: every test under src but the web app's.
  const everyServerFile = (fs.readdirSync(path.join(repo, 'src'), { recursive: true }) as string[])
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('src/web/'));
  expect(everyServerFile).toContain('src/shared/money/paise.test.ts');
  expect(everyServerFile.filter((file) => !covered.has(file))).toEqual([]);
  expect(smoke.length).toBeLessThan(onPostgres.length);
});
