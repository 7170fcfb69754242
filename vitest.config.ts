import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { serverTestFiles, serverTestRun } from './src/server/test/server-test-files';

// Every server file on PGlite by default; on PostgreSQL (DATABASE_URL set) the files that reach a
// database; with SERVER_TESTS=pglite-smoke the rest and PGlite's own paths (CI, decision 072).
const serverRun = serverTestRun(process.env);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: serverTestFiles(fileURLToPath(new URL('.', import.meta.url)), serverRun),
          // The web app's tests are the web project's: no database, no server to start.
          exclude: ['src/web/**', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          pool: 'forks',
          // On PostgreSQL a file mostly waits (on timers, sockets and the database's own process), so
          // two run at once even on two cores; PGlite's files keep a core busy, one worker each.
          ...(serverRun === 'database' ? { maxWorkers: 2 } : {}),
          // One process imports the app once for all its files, rather than once per file (6 to 9 s
          // each, most of the run's time). Each file still boots its own app on its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What is polled for (a job's effect, a notice sent after an answer) can take more than
          // vitest's default second while the PostgreSQL run shares the cores.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // The web app's pure logic (draft checks, filter parsing, preview order, query keys) in
        // Node, without a browser or a server: fast enough to run on every change.
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts'],
          environment: 'node',
          // Vitest asks the projects of one group for the same number of workers.
          ...(serverRun === 'database' ? { maxWorkers: 2 } : {}),
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // A worker imports Playwright and the support files once for all its files (4 % less CPU
          // on eight files, measured); each file still starts its own server and browser.
          isolate: false,
          // Each file has its own server process, data dir and browser, and spends most of its time
          // waiting on them (about half a core), so two files at once fit on a 2-core machine. Their
          // own group, after the server tests, so the two never crowd the cores together (decision 046).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A browser's next paint can take more than vitest's default second on a loaded machine.
          expect: { poll: { timeout: 10_000 } },
          // Two files at once, each with a server and a browser, on two cores: a test that walks four
          // views (or restarts its server) can pass a minute when the machine is busy.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
