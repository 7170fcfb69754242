import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServerIfStale } from '../scripts/server-build.mjs';
import { buildWebIfStale } from '../scripts/web-build-status.mjs';
import { repoRoot } from './support/paths';
import { makeSeedDatabase, makeSeedDataDir } from './support/seed-data-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium binary the e2e tests drive. */
    chromiumPath: string;
    /** A data dir after the server's first start, copied by each test's server (support/seed-data-dir.ts). */
    e2eSeedDataDir: string;
  }
}

/**
 * CHROMIUM_PATH if set; else Debian's headless shell when it is installed (the same engine without
 * the desktop browser around it: a third less CPU for the browser files, decision 081); else chromium.
 */
function findChromium(): string {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `Chromium not found at ${candidates.join(' or ')}. The e2e tests drive a system Chromium: ` +
        'run `apt-get install -y chromium` (or chromium-headless-shell, lighter), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** Checks for Chromium first (cheap), then builds the web app and the server once for every e2e test file. */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  const web = await buildWebIfStale(repoRoot);
  if (web !== null) console.log(`e2e: web app built in ${web.toFixed(1)} s`);
  const server = await buildServerIfStale(repoRoot);
  if (server !== null) console.log(`e2e: server built in ${server.toFixed(1)} s`);
  // CI puts the servers on PostgreSQL, each on a copy of one seeded database (decision 081); the
  // files that ask for the embedded database still copy the seeded data dir.
  const baseUrl = process.env.E2E_DATABASE_URL;
  const [seed, seedDatabase] = await Promise.all([makeSeedDataDir(), baseUrl ? makeSeedDatabase(baseUrl) : null]);
  project.provide('e2eSeedDataDir', seed);
  project.provide('e2ePostgresTemplate', seedDatabase && baseUrl ? { baseUrl, template: seedDatabase.template } : null);
  return async () => {
    fs.rmSync(seed, { recursive: true, force: true });
    await seedDatabase?.drop();
  };
}
