// Start-up time of `npm start` until /readyz answers: cold (empty DATA_DIR: the embedded
// database is created and migrated) and warm (the same DATA_DIR again). Run by hand:
//   node bench/startup.mjs [runs=3]
// The web app and the server are built first if stale, so neither build is part of either figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return ms;
}

const warmUp = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
await startOnce(warmUp); // builds the web app and the server if stale
fs.rmSync(warmUp, { recursive: true, force: true });

const cold = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
  cold.push(await startOnce(dataDir));
  warm.push(await startOnce(dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (xs) => xs.map((x) => `${(x / 1000).toFixed(2)} s`).join(', ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`cold start (empty DATA_DIR): ${fmt(cold)}  median ${(median(cold) / 1000).toFixed(2)} s`);
console.log(`warm start (existing DATA_DIR): ${fmt(warm)}  median ${(median(warm) / 1000).toFixed(2)} s`);
