import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from './support/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium binary the e2e tests drive. */
    chromiumPath: string;
  }
}

// Same inputs `npm start` checks (scripts/web-build-status.mjs), so both agree on "stale".
const BUILD_INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webBuildIsStale(): boolean {
  const built = path.join(repoRoot, 'dist/web/index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(repoRoot, input)) > builtAt);
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
  if (webBuildIsStale()) {
    const started = performance.now();
    const { build } = await import('vite');
    // Vitest sets NODE_ENV=test and Vite prefers NODE_ENV over the mode, which would bundle React's
    // development build into dist/web, the same dir `npm start` serves and considers fresh.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: repoRoot, mode: 'production', logLevel: 'warn' });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    console.log(`e2e: web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
