import fs from 'node:fs';
import path from 'node:path';
import { buildIsStale } from './newest-mtime.mjs';

/** What `npm start` runs (decision 010); two folders down, like src/server, for project-root.ts. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * The operators' commands (`npm run ledger:reconcile`, `backup`, `restore`), built beside the server
 * and run from the build by scripts/run-built.mjs: through tsx each start transpiled the server's
 * code it imports again, about 3.5 CPU-s more a run than the build (decision 100).
 */
export const COMMAND_ENTRIES = { 'reconcile-ledger': 'scripts/reconcile-ledger.ts', 'site-backup': 'scripts/site-backup.ts' };

const INPUTS = ['src/server', 'src/shared', 'package-lock.json', 'scripts/server-build.mjs', ...Object.values(COMMAND_ENTRIES)];

export function serverBuildIsStale(root) {
  return buildIsStale(root, SERVER_ENTRY, INPUTS);
}

/**
 * Bundles src/server into dist/server with esbuild: our code in one module graph, packages left
 * to node_modules. Code split, so a module loaded only on demand (the S3 driver, the database
 * driver not in use) stays out of memory until then. Resolves with the seconds it took.
 */
export async function buildServer(root) {
  const started = performance.now();
  const { build } = await import('esbuild');
  const outdir = path.join(root, 'dist/server');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    // The analysis pool's worker is a thread's own entry, loaded by its file name (start-analysis-worker.ts).
    entryPoints: { main: 'src/server/main.ts', 'analysis-worker': 'src/server/models/analysis-pool/analysis-worker.ts', ...COMMAND_ENTRIES },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return (performance.now() - started) / 1000;
}

export async function buildServerIfStale(root) {
  return serverBuildIsStale(root) ? buildServer(root) : null;
}
