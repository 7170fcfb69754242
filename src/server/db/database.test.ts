import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { siteSettings } from './schema';

describe('openDatabase (embedded PGlite on disk)', () => {
  it('migrates, keeps data across restarts, refuses a second opener, and closes cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-db-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir }, { migrate: true });
      await first.db.insert(siteSettings).values({ key: 'probe', value: { n: 1 } });
      await expect(openDatabase({ kind: 'pglite', dataDir }, { migrate: true })).rejects.toThrow(/already in use/);
      await first.ping();
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'meshmandi.lock'))).toBe(false);

      const second = await openDatabase({ kind: 'pglite', dataDir }, { migrate: true });
      const [row] = await second.db.select().from(siteSettings).where(eq(siteSettings.key, 'probe'));
      expect(row?.value).toEqual({ n: 1 });
      const trgm = await second.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
      expect(trgm.rows).toHaveLength(1);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
