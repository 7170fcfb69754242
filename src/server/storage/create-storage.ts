import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type StorageConfig = Config['storage'];

export function createStorage(config: StorageConfig): Storage {
  switch (config.driver) {
    case 'local':
      return createLocalStorage(config.root);
    case 's3':
      return createS3Storage(config);
  }
}
