import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

describe('local storage under concurrent put and delete', () => {
  it('never fails a put because a delete pruned its folder at the same moment', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-storage-race-'));
    try {
      const storage = createLocalStorage(root);
      const failures: unknown[] = [];
      for (let i = 0; i < 100; i += 1) {
        await storage.put(`avatars/u${i}/old.webp`, Buffer.from('old'));
        const results = await Promise.allSettled([
          storage.delete(`avatars/u${i}/old.webp`),
          storage.put(`avatars/u${i}/new-1.webp`, Buffer.from('new')),
          storage.put(`avatars/u${i}/new-2.webp`, Buffer.from('new')),
        ]);
        failures.push(...results.filter((r) => r.status === 'rejected').map((r) => r.reason));
        expect((await storage.list(`avatars/u${i}/`)).map((o) => o.key)).toEqual([`avatars/u${i}/new-1.webp`, `avatars/u${i}/new-2.webp`]);
      }
      expect(failures).toEqual([]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
