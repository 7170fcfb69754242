// Start-up time of `npm start` until /readyz answers: cold (empty DATA_DIR: the embedded
// database is created and migrated) and warm (the same DATA_DIR again); and, after each warm start,
// until a first sign-up's password check answers (zxcvbn's dictionaries are built after readiness,
// decision 065, so that figure shows what the first sign-up still waits for). Run by hand:
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

/** A sign-up with a password zxcvbn refuses: answered once the dictionaries are built, nothing written. */
async function firstPasswordCheck(url) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'bench@example.in', password: 'meshmandi', name: 'Bench', username: 'bench_user' }),
  });
  const body = await response.json();
  if (response.status !== 400 || !/too easy to guess/.test(body.message)) throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body)}`);
}

/** Milliseconds from spawn until /readyz answers, and until a first password check answers after it. */
async function startOnce(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ready = performance.now() - started;
  await firstPasswordCheck(url);
  const checked = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { ready, checked };
}

const warmUp = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
await startOnce(warmUp); // builds the web app and the server if stale
fs.rmSync(warmUp, { recursive: true, force: true });

const cold = [];
const warm = [];
const warmChecked = [];
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
  cold.push((await startOnce(dataDir)).ready);
  const again = await startOnce(dataDir);
  warm.push(again.ready);
  warmChecked.push(again.checked);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (xs) => xs.map((x) => `${(x / 1000).toFixed(2)} s`).join(', ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`cold start (empty DATA_DIR): ${fmt(cold)}  median ${(median(cold) / 1000).toFixed(2)} s`);
console.log(`warm start (existing DATA_DIR): ${fmt(warm)}  median ${(median(warm) / 1000).toFixed(2)} s`);
console.log(`warm start until a first password check: ${fmt(warmChecked)}  median ${(median(warmChecked) / 1000).toFixed(2)} s`);
console.log(`load average (1, 5, 15 min): ${os.loadavg().map((x) => x.toFixed(1)).join(', ')}`);
