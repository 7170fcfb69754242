// `npm start`: builds the web app and the server when their builds are missing or stale (in a
// child process, so the build tools never sit in the server's memory), then runs the built server
// in this same process, so SIGINT/SIGTERM reach it directly. Decision 010.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Stack traces in the logs point at src/, not at the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href);
