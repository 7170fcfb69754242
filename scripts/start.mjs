// `npm start`: builds the web app when its build is missing or stale, then runs the server
// in this same process (so SIGINT/SIGTERM reach it directly).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build-status.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const seconds = await buildWebIfStale(root);
if (seconds !== null) console.log(`Web app built in ${seconds.toFixed(1)} s`);

register();
await import('../src/server/main.ts');
