// A 1 GB model file through the real server process: tus upload (peak server RSS, throughput),
// publishing it, then downloading it against a bare fs.createReadStream → response baseline
// served from the same file in the same run. Run by hand:
//   node --import tsx bench/upload-download.ts [megabytes=1024]
// With DATABASE_URL set the server runs on PostgreSQL; else on PGlite, whose WebAssembly heap
// alone is about 680 MB of RSS, so the figure to read there is the growth during the upload.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { startServer } from '../e2e/support/server';

const megabytes = Number(process.argv[2] ?? 1024);
const size = megabytes * 1024 * 1024;
const server = await startServer({ env: { MODEL_FILE_MAX_MB: String(megabytes + 1), LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) } });
const pid = server.child.pid!;
const origin = { origin: server.url };

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
let peak = rssMb();
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);

// A signed-in creator (a new one each run, so a PostgreSQL database can be reused).
const tag = Date.now().toString(36);
await fetch(`${server.url}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...origin },
  body: JSON.stringify({ email: `bench-${tag}@example.in`, password: 'Kaveri-River-Bend-42', name: 'Bench', username: `bench_${tag}` }),
});
// Sign-up starts no session (decision 018): sign in.
const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...origin },
  body: JSON.stringify({ email: `bench-${tag}@example.in`, password: 'Kaveri-River-Bend-42' }),
});
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const headers = { cookie, ...origin };

// An FBX-headed file: accepted by content, not analysed, so the figures are about moving bytes.
function* body(): Generator<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024);
  chunk.set(new TextEncoder().encode('Kaydara FBX Binary  \0'));
  yield chunk.slice();
  chunk.fill(7);
  for (let sent = chunk.length; sent < size; sent += chunk.length) yield chunk;
}

const startedAt = { rss: rssMb() };
const meta = `filename ${Buffer.from('big.fbx').toString('base64')},kind ${Buffer.from('model').toString('base64')}`;
const created = await fetch(`${server.url}/api/uploads`, {
  method: 'POST',
  headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': meta },
});
const uploadId = created.headers.get('location')!.split('/').pop()!;
let t0 = performance.now();
const patched = await fetch(`${server.url}/api/uploads/${uploadId}`, {
  method: 'PATCH',
  headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  body: Readable.from(body()) as unknown as BodyInit,
  duplex: 'half',
} as RequestInit);
const uploadSeconds = (performance.now() - t0) / 1000;
if (patched.status !== 204) throw new Error(`upload failed: ${patched.status} ${await patched.text()}`);
const uploadPeak = peak;

t0 = performance.now();
const published = await fetch(`${server.url}/api/fn/createModel`, {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ data: { title: 'One gigabyte', category: 'Other', fileUploadIds: [uploadId] } }),
});
const publishSeconds = (performance.now() - t0) / 1000;
const model = ((await published.json()) as { result: { model: { id: string; userId: string; files: { url: string; name: string }[] } } }).result.model;
const publishPeak = peak;

async function timedDownload(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  for await (const chunk of Readable.fromWeb(response.body as WebReadableStream)) bytes += (chunk as Uint8Array).length;
  if (bytes !== size) throw new Error(`downloaded ${bytes} of ${size} bytes from ${url}`);
  return size / 1024 / 1024 / ((performance.now() - started) / 1000);
}

// The baseline serves the very file the site stored, from a process of its own like the site's.
const stored = path.join(server.dataDir, 'files', 'models', model.userId, model.id, model.files[0]!.name);
const bareSource = `
  const fs = require('node:fs');
  const server = require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': ${size} });
    fs.createReadStream(${JSON.stringify(stored)}).pipe(res);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
const bare = spawn(process.execPath, ['-e', bareSource], { stdio: ['ignore', 'pipe', 'inherit'] });
const barePort = await new Promise<string>((resolve) => bare.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
const bareUrl = `http://127.0.0.1:${barePort}/`;

const site: number[] = [];
const baseline: number[] = [];
for (let round = 0; round < 3; round++) {
  baseline.push(await timedDownload(bareUrl));
  site.push(await timedDownload(`${server.url}${model.files[0]!.url}`));
}
const best = (xs: number[]) => Math.max(...xs);
clearInterval(sampler);

console.log(`file: ${megabytes} MB, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(`upload (tus PATCH): ${(megabytes / uploadSeconds).toFixed(0)} MB/s, server RSS ${startedAt.rss.toFixed(0)} MB before, peak ${uploadPeak.toFixed(0)} MB, growth ${(uploadPeak - startedAt.rss).toFixed(0)} MB (target under 200 MB)`);
console.log(`publish (check + hash + copy to storage): ${publishSeconds.toFixed(1)} s, peak RSS ${publishPeak.toFixed(0)} MB`);
console.log(`download: site ${best(site).toFixed(0)} MB/s, bare fs.createReadStream ${best(baseline).toFixed(0)} MB/s, ratio ${(best(site) / best(baseline)).toFixed(2)} (target at least 0.8; best of 3 each)`);
console.log(`peak server RSS over the whole run: ${peak.toFixed(0)} MB`);
bare.kill();
await server.stop();
