// `node scripts/run-built.mjs <command> [arguments]`: runs one of the operators' commands
// (server-build.mjs' COMMAND_ENTRIES) from the server's build, building it first when it is missing
// or stale, as `npm start` does for the server (decision 100). The command sees only its own
// arguments in process.argv.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMMAND_ENTRIES, buildServerIfStale } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command] = process.argv.splice(2, 1);
if (!command || !Object.hasOwn(COMMAND_ENTRIES, command)) {
  console.error(`usage: node scripts/run-built.mjs <${Object.keys(COMMAND_ENTRIES).join(' | ')}> [arguments]`);
  process.exit(2);
}
const seconds = await buildServerIfStale(root);
// On stderr: what a command prints on stdout (a report, JSON) stays its own.
if (seconds !== null) console.error(`Server built in ${seconds.toFixed(1)} s`);
// Stack traces point at src/, not at the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server', `${command}.js`)).href);
