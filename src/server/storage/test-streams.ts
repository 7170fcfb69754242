import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** Test helpers for the storage suites; nothing in the server imports this. */

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function digest(body: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    hash.update(buf);
    bytes += buf.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** A byte stream (not object mode) that yields `chunks` one by one. */
export function streamOf(...chunks: (string | Buffer)[]): Readable {
  return Readable.from(
    chunks.map((c) => Buffer.from(c)),
    { objectMode: false },
  );
}

/**
 * `bytes` random bytes made on demand in 64 KiB chunks, so a large upload is never one buffer.
 * `sha256()` is the digest of what was produced, valid once the stream has ended.
 */
export function generatedStream(bytes: number): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let left = bytes;
  const stream = new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(left, 64 * 1024));
      left -= chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.copy().digest('hex') };
}

/** Sends some bytes, then fails the way a dropped client connection does. */
export function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(4096, 7));
        return;
      }
      this.destroy(new Error('client went away'));
    },
  });
}
