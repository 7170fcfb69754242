// What the web app's scripts and styles cost a server node to send (decision 101): the built server
// on a new embedded database, in its own process; this process fetches every file of dist/web/assets
// once per round, as a browser asks (Brotli or gzip) and without compression, alternately, and reads
// the server's CPU time from /proc around each round. Run it on a quiet machine:
//   npm run build && node --import tsx bench/static-assets.ts [ROUNDS=3]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { repoRoot } from '../e2e/support/paths';
import { startServer } from '../e2e/support/server';
import { cpuSeconds } from './support/process-cpu';

/** The bytes the server sent, as they came (fetch would decode them). */
function wireBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

const rounds = Number(process.argv[2] ?? 3);
const assetsDir = path.join(repoRoot, 'dist/web/assets');
const files = fs.readdirSync(assetsDir).filter((name) => /\.(js|css)$/.test(name));
const megabytes = files.reduce((sum, name) => sum + fs.statSync(path.join(assetsDir, name)).size, 0) / 1e6;
const server = await startServer();
try {
  const pid = server.child.pid!;
  // Past the start's own work (the password checker is built a second after the server answers).
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (let round = 1; round <= rounds; round += 1) {
    for (const encoding of ['gzip, deflate, br, zstd', 'identity']) {
      const before = cpuSeconds(pid);
      let wire = 0;
      for (const name of files) wire += await wireBytes(`${server.url}/assets/${name}`, encoding);
      console.log(`round ${round}, ${encoding.padEnd(23)}: ${files.length} files (${megabytes.toFixed(2)} MB), ${(cpuSeconds(pid) - before).toFixed(2)} CPU-s of the server, ${(wire / 1e6).toFixed(2)} MB on the wire`);
    }
  }
} finally {
  await server.stop();
}
