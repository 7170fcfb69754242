import path from 'node:path';
import { buildIsStale } from './newest-mtime.mjs';
import { precompressAssets } from './precompress-assets.mjs';

const INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/precompress-assets.mjs'];

/** The server's render of the pages (src/web/server-entry.tsx, decision 022), built beside dist/web. */
export const SSR_ENTRY = 'src/web/server-entry.tsx';
export const SSR_OUT_DIR = 'dist/web-ssr';

/** The web build is stale when it is missing or older than any of its inputs (the browser's build or the server render's). */
export function webBuildIsStale(root) {
  return buildIsStale(root, 'dist/web/index.html', INPUTS) || buildIsStale(root, `${SSR_OUT_DIR}/server-entry.js`, INPUTS);
}

/**
 * Builds the web app into dist/web, and its server render into dist/web-ssr, when stale (or always, with force), and
 * compresses its assets once (precompress-assets.mjs); resolves with the seconds it took, or null.
 * Vite picks React's development build whenever NODE_ENV is not production (vitest sets it to
 * test), so it is forced for the build: dist/web is what `npm start` serves.
 */
export async function buildWebIfStale(root, { force = false } = {}) {
  if (!force && !webBuildIsStale(root)) return null;
  const started = performance.now();
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'warn' });
    // The same pages for the server to render: React and the other packages stay imports from node_modules.
    await build({ root, mode: 'production', logLevel: 'warn', publicDir: false, build: { ssr: SSR_ENTRY, outDir: SSR_OUT_DIR, emptyOutDir: true, manifest: false } });
    await precompressAssets(path.join(root, 'dist/web'));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return (performance.now() - started) / 1000;
}
