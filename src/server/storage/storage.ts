import type { Readable } from 'node:stream';

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  /** The bytes asked for (the whole object, or the range). */
  body: Readable;
  /** Size of the whole object in bytes. */
  size: number;
  /** Bytes in `body`. */
  contentLength: number;
  /** The range served, when one was asked for. */
  range?: { start: number; end: number };
  contentType?: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  /** When the object was last written: the orphan sweep leaves young objects (a publish in flight) alone. */
  lastModified: Date;
}

export interface PutOptions {
  contentType?: string;
}

/**
 * Where uploaded files live. Keys come from `keys.ts` only, built from ids the server trusts;
 * drivers still refuse unsafe keys as a second line of defence.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Streams `body` to `key`, replacing what was there; resolves with the bytes written. */
  put(key: string, body: Readable | Buffer, options?: PutOptions): Promise<{ size: number }>;
  /** Throws `StorageNotFoundError` when the key does not exist, `StorageRangeError` for a range past the end. */
  get(key: string, range?: ByteRange): Promise<StoredObject>;
  /** Deletes one object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): Promise<ObjectInfo[]>;
  /** Size in bytes, or null when the key does not exist. */
  size(key: string): Promise<number | null>;
  /**
   * Removes what interrupted writes left behind (a crash mid-put) that is older than `olderThan`;
   * answers how many. Such leftovers are never listed, so only the driver can find them.
   */
  removeStaleTemp(olderThan: Date): Promise<number>;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
  }
}

export class StorageRangeError extends Error {
  override name = 'StorageRangeError';
  constructor(readonly size: number) {
    super(`Range not satisfiable for an object of ${size} bytes`);
  }
}
