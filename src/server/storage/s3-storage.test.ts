import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { storageContract } from './storage-contract';
import { readAll } from './test-streams';

const BUCKET = 'meshmandi-test';
let server: S3rver | undefined;
let dir = '';
let storage: Storage | undefined;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  storage = createS3Storage({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function s3(): Storage {
  if (!storage) throw new Error('s3rver not started');
  return storage;
}

storageContract('s3', s3);

describe('s3 storage metadata', () => {
  it('keeps the content type given on put', async () => {
    await s3().put('typed/model.glb', Buffer.from('glTF'), { contentType: 'model/gltf-binary' });
    const obj = await s3().get('typed/model.glb');
    expect(obj.contentType).toBe('model/gltf-binary');
    expect((await readAll(obj.body)).toString()).toBe('glTF');
  });
});
