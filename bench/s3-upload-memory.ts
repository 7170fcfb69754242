// Memory and time of a 250 MB tus upload on S3 (decision 089): written through the S3 upload
// datastore as one PATCH stream (parts of 8 MiB to the bucket), then fetched back to a node-local
// file as publishing does. s3rver runs in this process (startS3TestServer), so its buffers count in
// the RSS too. Run by hand:
//   node --import tsx bench/s3-upload-memory.ts [megabytes=250]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { loadConfig } from '../src/server/config';
import { startS3TestServer } from '../src/server/test/s3-test-server';
import { createS3UploadDatastore } from '../src/server/uploads/s3-upload-datastore';

const MiB = 1024 * 1024;
const size = Number(process.argv[2] ?? 250) * MiB;
const s3 = await startS3TestServer('bench-uploads');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env });
if (config.storage.driver !== 's3') throw new Error('expected the S3 driver');
const uploads = createS3UploadDatastore(config.storage, config.uploads, dataDir);

function* chunks(): Generator<Buffer> {
  for (let i = 0; i < size / MiB; i++) yield Buffer.alloc(MiB, i % 251);
}
const expected = createHash('sha256');
for (const chunk of chunks()) expected.update(chunk);

let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const before = process.memoryUsage().rss;
const id = 'benchupload01';
await uploads.store.create(new Upload({ id: `uploads/${id}`, size, offset: 0, metadata: { kind: 'model', userId: 'bench', filename: 'big.stl' } }));
const t0 = performance.now();
const offset = await uploads.store.write(Readable.from(chunks()), `uploads/${id}`, 0);
const t1 = performance.now();
const peakWriting = peak;
peak = 0;
const local = await uploads.localFile(id, size);
const t2 = performance.now();
clearInterval(sample);
const fetched = createHash('sha256');
for await (const chunk of fs.createReadStream(local!.path)) fetched.update(chunk as Buffer);
const mb = (bytes: number) => Math.round(bytes / MiB);
console.log(
  `${mb(size)} MB: written ${offset === size ? 'whole' : `to ${offset}`} in ${((t1 - t0) / 1000).toFixed(1)} s, fetched in ${((t2 - t1) / 1000).toFixed(1)} s; ` +
    `RSS ${mb(before)} MB before, peak ${mb(peakWriting)} MB writing, ${mb(peak)} MB fetching; bytes ${fetched.digest('hex') === expected.digest('hex') ? 'identical' : 'DIFFERENT'}`,
);
await uploads.remove(id);
fs.rmSync(dataDir, { recursive: true, force: true });
await s3.close();
