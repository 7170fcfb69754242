import { expect, it } from 'vitest';
import type { ContractContext } from './storage-contract';
import { StorageNotFoundError, StorageRangeError } from './storage';
import { readAll, streamOf } from './test-streams';

const UNSAFE_KEYS = ['', '/abs', '../x', 'a/../b', 'a/./b', 'a//b', 'a/', 'a\\b', 'a\0b', 'x'.repeat(1025)];

export function storageObjectContract({ storage, freshPrefix }: ContractContext): void {
  const text = 'The quick brown fox jumps over the lazy dog';

  async function stored(): Promise<string> {
    const key = `${freshPrefix()}/fox.txt`;
    await storage().put(key, Buffer.from(text));
    return key;
  }

  it('puts a Buffer and gets it back whole', async () => {
    const key = `${freshPrefix()}/a.bin`;
    expect(await storage().put(key, Buffer.from(text))).toEqual({ size: text.length });
    const obj = await storage().get(key);
    expect(obj.size).toBe(text.length);
    expect(obj.contentLength).toBe(text.length);
    expect(obj.range).toBeUndefined();
    expect((await readAll(obj.body)).toString()).toBe(text);
  });

  it('puts a stream and gets it back whole', async () => {
    const key = `${freshPrefix()}/b.bin`;
    expect(await storage().put(key, streamOf('The quick ', 'brown fox', ' jumps over the lazy dog'))).toEqual({
      size: text.length,
    });
    expect((await readAll((await storage().get(key)).body)).toString()).toBe(text);
  });

  it('stores an empty object', async () => {
    const key = `${freshPrefix()}/empty`;
    expect(await storage().put(key, Buffer.alloc(0))).toEqual({ size: 0 });
    const obj = await storage().get(key);
    expect(obj.size).toBe(0);
    expect((await readAll(obj.body)).length).toBe(0);
  });

  it('serves byte ranges, clamping an end past the object', async () => {
    const key = await stored();
    const from = await storage().get(key, { start: 40 });
    expect(from).toMatchObject({ size: 43, contentLength: 3, range: { start: 40, end: 42 } });
    expect((await readAll(from.body)).toString()).toBe('dog');

    const mid = await storage().get(key, { start: 4, end: 8 });
    expect(mid).toMatchObject({ size: 43, contentLength: 5, range: { start: 4, end: 8 } });
    expect((await readAll(mid.body)).toString()).toBe('quick');

    const clamped = await storage().get(key, { start: 36, end: 1000 });
    expect(clamped).toMatchObject({ contentLength: 7, range: { start: 36, end: 42 } });
    expect((await readAll(clamped.body)).toString()).toBe('azy dog');

    const last = await storage().get(key, { start: 42, end: 42 });
    expect((await readAll(last.body)).toString()).toBe('g');
  });

  it('refuses a range starting at or past the end', async () => {
    const key = await stored();
    for (const start of [43, 44, 10_000]) {
      const err = await storage().get(key, { start }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageRangeError);
      expect((err as StorageRangeError).size).toBe(43);
    }
    await expect(storage().get(key, { start: 50, end: 60 })).rejects.toBeInstanceOf(StorageRangeError);
  });

  it('refuses malformed ranges', async () => {
    const key = await stored();
    await expect(storage().get(key, { start: -1 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage().get(key, { start: 5, end: 4 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage().get(key, { start: 1.5 })).rejects.toBeInstanceOf(RangeError);
  });

  it('throws StorageNotFoundError for a missing key, with or without a range', async () => {
    const key = `${freshPrefix()}/missing.bin`;
    const err = await storage().get(key).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageNotFoundError);
    expect((err as StorageNotFoundError).key).toBe(key);
    await expect(storage().get(key, { start: 0 })).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('reports size, or null when missing', async () => {
    const key = await stored();
    expect(await storage().size(key)).toBe(43);
    expect(await storage().size(`${freshPrefix()}/nothing`)).toBeNull();
  });

  it('deletes, and deleting again or deleting a missing key is fine', async () => {
    const key = await stored();
    await storage().delete(key);
    expect(await storage().size(key)).toBeNull();
    await expect(storage().get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage().delete(key)).resolves.toBeUndefined();
    await expect(storage().delete(`${freshPrefix()}/never/was`)).resolves.toBeUndefined();
  });

  it('overwrites an existing key', async () => {
    const key = await stored();
    expect(await storage().put(key, streamOf('short'))).toEqual({ size: 5 });
    const obj = await storage().get(key);
    expect(obj.size).toBe(5);
    expect((await readAll(obj.body)).toString()).toBe('short');
  });

  it.each(UNSAFE_KEYS.map((k) => [JSON.stringify(k).slice(0, 40), k]))('refuses unsafe key %s', async (_, key) => {
    const s = storage();
    await expect(s.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    await expect(s.put(key, streamOf('x'))).rejects.toThrow(/Unsafe storage key/);
    await expect(s.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(s.delete(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(s.size(key)).rejects.toThrow(/Unsafe storage key/);
  });
}
