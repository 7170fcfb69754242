import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The web build is stale when it is missing or older than any of its inputs. */
export function webBuildIsStale(root) {
  const built = path.join(root, 'dist/web/index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/**
 * Builds the web app into dist/web when stale; resolves with the seconds it took, or null.
 * Vite picks React's development build whenever NODE_ENV is not production (vitest sets it to
 * test), so it is forced for the build: dist/web is what `npm start` serves.
 */
export async function buildWebIfStale(root) {
  if (!webBuildIsStale(root)) return null;
  const started = performance.now();
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return (performance.now() - started) / 1000;
}
