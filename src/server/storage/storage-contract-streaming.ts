import { expect, it } from 'vitest';
import type { ContractContext } from './storage-contract';
import { StorageNotFoundError } from './storage';
import { digest, failingStream, generatedStream, readAll, streamOf } from './test-streams';

/** Over 20 MiB and not a whole number of parts, so S3 uploads take several uneven multipart parts. */
const LARGE = 20 * 1024 * 1024 + 12_345;

export function storageStreamingContract({ storage, freshPrefix }: ContractContext): void {
  it('lists only keys under the prefix, sorted, with sizes', async () => {
    const base = freshPrefix();
    const s = storage();
    await s.put(`${base}/m1/previews/b.png`, Buffer.alloc(3));
    await s.put(`${base}/m1/model.stl`, Buffer.alloc(10));
    await s.put(`${base}/m1/a.txt`, streamOf('hello'));
    await s.put(`${base}/m10/other.stl`, Buffer.alloc(7));
    await s.put(`${base}-sibling/x.stl`, Buffer.alloc(1));

    expect(await s.list(`${base}/m1/`)).toMatchObject([
      { key: `${base}/m1/a.txt`, size: 5 },
      { key: `${base}/m1/model.stl`, size: 10 },
      { key: `${base}/m1/previews/b.png`, size: 3 },
    ]);
    // A prefix that is not a whole folder matches by string, as S3 does.
    expect((await s.list(`${base}/m1`)).map((o) => o.key)).toEqual([
      `${base}/m1/a.txt`,
      `${base}/m1/model.stl`,
      `${base}/m1/previews/b.png`,
      `${base}/m10/other.stl`,
    ]);
    expect(await s.list(`${base}/m1/mo`)).toMatchObject([{ key: `${base}/m1/model.stl`, size: 10 }]);
    expect(await s.list(`${base}/nothing/`)).toEqual([]);
  });

  it('drops deleted keys from listings', async () => {
    const base = freshPrefix();
    await storage().put(`${base}/deep/nested/one`, Buffer.from('1'));
    await storage().put(`${base}/two`, Buffer.from('22'));
    await storage().delete(`${base}/deep/nested/one`);
    expect(await storage().list(`${base}/`)).toMatchObject([{ key: `${base}/two`, size: 2 }]);
  });

  it('tells when each listed object was written', async () => {
    const base = freshPrefix();
    // Whole seconds: S3 keeps times to the second. A file's time comes from the kernel's coarse
    // clock, which may trail Date.now() by a few milliseconds across a second's boundary.
    const before = Math.floor((Date.now() - 50) / 1000) * 1000;
    await storage().put(`${base}/dated`, Buffer.from('x'));
    const [object] = await storage().list(`${base}/`);
    expect(object!.lastModified).toBeInstanceOf(Date);
    expect(object!.lastModified.getTime()).toBeGreaterThanOrEqual(before);
    expect(object!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses unsafe prefixes', async () => {
    for (const prefix of ['../', '/etc/', 'a/../../', 'a\\b']) {
      await expect(storage().list(prefix)).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('round-trips a large streamed object intact', { timeout: 120_000 }, async () => {
    const key = `${freshPrefix()}/large.bin`;
    const source = generatedStream(LARGE);
    expect(await storage().put(key, source.stream)).toEqual({ size: LARGE });
    expect(await storage().size(key)).toBe(LARGE);

    const whole = await storage().get(key);
    expect(whole.size).toBe(LARGE);
    expect(await digest(whole.body)).toEqual({ sha256: source.sha256(), bytes: LARGE });

    const tail = await storage().get(key, { start: LARGE - 100 });
    expect(tail.contentLength).toBe(100);
    expect((await readAll(tail.body)).length).toBe(100);
  });

  it('leaves nothing behind when the upload stream fails', async () => {
    const key = `${freshPrefix()}/broken/upload.bin`;
    await expect(storage().put(key, failingStream())).rejects.toThrow('client went away');
    await expect(storage().get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage().list(key.slice(0, key.lastIndexOf('/') + 1))).toEqual([]);
  });

  it('keeps the old object when a replacing upload fails', async () => {
    const key = `${freshPrefix()}/keep.txt`;
    await storage().put(key, Buffer.from('original'));
    await expect(storage().put(key, failingStream())).rejects.toThrow('client went away');
    expect((await readAll((await storage().get(key)).body)).toString()).toBe('original');
  });
}
