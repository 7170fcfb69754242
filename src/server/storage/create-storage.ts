import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

export type StorageConfig = Config['storage'];

/** The AWS SDK is loaded only when S3 is configured, so the embedded mode starts without it. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  switch (config.driver) {
    case 'local':
      return createLocalStorage(config.root);
    case 's3': {
      const { createS3Storage } = await import('./s3-storage');
      return createS3Storage(config);
    }
  }
}
