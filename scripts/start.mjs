// `npm start`: builds the web app when its build is missing or stale, then runs the server
// in this same process (so SIGINT/SIGTERM reach it directly).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { webBuildIsStale } from './web-build-status.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (webBuildIsStale(root)) {
  const started = performance.now();
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
  console.log(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

register();
await import('../src/server/main.ts');
