// `npm run dev`: the API on port 3001 restarting on change (tsx watch), and Vite's dev server on
// PORT (default 3000) proxying /api and /media to it, with hot reload for the web app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: '3001', PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` };

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
