// Builds the web app (Vite, into dist/web) and the server (esbuild, into dist/server): only what is
// stale, or both with --force. `npm start` runs this in a child process, so neither build tool
// stays in the server's memory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, buildServerIfStale } from './server-build.mjs';
import { buildWebIfStale } from './web-build-status.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

const webSeconds = await buildWebIfStale(root, { force });
if (webSeconds !== null) console.log(`Web app built in ${webSeconds.toFixed(1)} s`);
const serverSeconds = force ? await buildServer(root) : await buildServerIfStale(root);
if (serverSeconds !== null) console.log(`Server built in ${serverSeconds.toFixed(1)} s`);
