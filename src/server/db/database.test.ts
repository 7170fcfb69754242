import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database';
import { siteSettings } from './schema';

// The embedded database's own test, whatever the run's database: the PGlite runs take it, and the
// PostgreSQL run would only repeat it (there, beside the browser tests, its cold start passed 60 s).
describe.skipIf(Boolean(inject('postgresTemplate')))('openDatabase (embedded PGlite on disk)', () => {
  // A new embedded database migrated from nothing: on two loaded cores that has passed a minute.
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
  }, 180_000);
});
