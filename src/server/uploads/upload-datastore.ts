import type { DataStore, ServerOptions, Upload } from '@tus/server';
import type { Config } from '../config';

/** A finished upload's bytes on this node's disk; `copied` when they were fetched for this call (release deletes the copy). */
export interface LocalUploadFile {
  path: string;
  copied: boolean;
}

/**
 * Where tus uploads are kept: this node's `$DATA_DIR/uploads` (the embedded default, decision 008)
 * or, with S3 configured, the bucket (decision 089), where any node can resume, finish or sweep
 * an upload another node began. Ids here are the ones clients see in the upload's URL.
 */
export interface UploadDatastore {
  /** What tus reads and writes through. */
  readonly store: DataStore;
  /** How tus names a new upload in the store and maps it to and from its URL. */
  readonly tusOptions: Pick<ServerOptions, 'namingFunction' | 'generateUrl' | 'getFileIdFromRequest'>;
  /** The id clients see, from the name tus gives an upload in the store. */
  idOf(tusId: string): string;
  /** Every upload kept, finished or not. */
  list(): Promise<string[]>;
  /** The upload's state (owner and kind in its metadata, offset, size, creation date), or null when there is none. */
  get(id: string): Promise<Upload | null>;
  /** Deletes the upload's bytes and record; one already gone is not an error. */
  remove(id: string): Promise<void>;
  /** The bytes of a finished upload of `size` bytes as a file on this node's disk; null when they are gone. */
  localFile(id: string, size: number): Promise<LocalUploadFile | null>;
}

/** The bucket's driver (and the AWS SDK) is loaded only when S3 is configured, as for storage. */
export async function createUploadDatastore(config: Config): Promise<UploadDatastore> {
  if (config.storage.driver === 's3') {
    const { createS3UploadDatastore } = await import('./s3-upload-datastore');
    return createS3UploadDatastore(config.storage, config.uploads, config.dataDir);
  }
  const { createLocalUploadDatastore } = await import('./local-upload-datastore');
  return createLocalUploadDatastore(config.uploads);
}
