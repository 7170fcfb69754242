import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { storageContract } from './storage-contract';
import { failingStream } from './test-streams';

let root = '';

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-storage-'));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

storageContract('local', () => createLocalStorage(root));

/** Every file and folder under `dir`, relative, so a test can see stray temp files or empty folders. */
async function tree(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.map(String).sort();
}

describe('local storage on disk', () => {
  it('keeps files under its root and removes emptied folders on delete', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-storage-'));
    try {
      const storage = createLocalStorage(dir);
      await storage.put('models/u1/m1/previews/p.png', Buffer.from('png'));
      await storage.put('models/u1/m2/a.stl', Buffer.from('stl'));
      expect(await fs.readFile(path.join(dir, 'models/u1/m1/previews/p.png'), 'utf8')).toBe('png');
      await storage.delete('models/u1/m1/previews/p.png');
      expect(await tree(dir)).toEqual(['models', 'models/u1', 'models/u1/m2', 'models/u1/m2/a.stl']);
      await storage.delete('models/u1/m2/a.stl');
      expect(await tree(dir)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('removes the temp file and new folders when a put fails', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-storage-'));
    try {
      const storage = createLocalStorage(dir);
      await storage.put('keep/old.bin', Buffer.from('old'));
      await expect(storage.put('keep/old.bin', failingStream())).rejects.toThrow('client went away');
      await expect(storage.put('fresh/dir/new.bin', failingStream())).rejects.toThrow();
      expect(await tree(dir)).toEqual(['keep', 'keep/old.bin']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('treats a folder as a missing key and does not follow it out of root', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-storage-'));
    try {
      const storage = createLocalStorage(dir);
      await storage.put('models/u1/m1/a.stl', Buffer.from('a'));
      expect(await storage.size('models/u1')).toBeNull();
      await expect(storage.get('models/u1')).rejects.toThrow('No stored object');
      await expect(storage.delete('models/u1')).resolves.toBeUndefined();
      expect(await storage.size('models/u1/m1/a.stl')).toBe(1);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
