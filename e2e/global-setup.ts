import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../scripts/web-build-status.mjs';
import { repoRoot } from './support/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium binary the e2e tests drive. */
    chromiumPath: string;
  }
}

function findChromium(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. The e2e tests drive a system Chromium: ` +
        'run `apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return candidate;
}

/** Checks for Chromium first (cheap), then builds the web app once for every e2e test file. */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  const seconds = await buildWebIfStale(repoRoot);
  if (seconds !== null) console.log(`e2e: web app built in ${seconds.toFixed(1)} s`);
}
