import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { addMultipartListing } from './s3rver-multipart';

export interface S3TestServer {
  /** The settings that make the app store its files in this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3 (s3rver) with one empty bucket, for running the app on its S3 driver (tus uploads included: s3rver-multipart.ts). */
export async function startS3TestServer(bucket: string): Promise<S3TestServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  addMultipartListing(server);
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
