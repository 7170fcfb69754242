import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { freshTestDatabase } from '../test/test-database';
import { openDatabase } from './database';

// Runs on PostgreSQL only (DATABASE_URL set): PGlite has no server to end a connection.
describe.skipIf(!inject('postgresTemplate'))('openDatabase on PostgreSQL', () => {
  it('survives the server ending its idle connections, and the next query opens a new one', async () => {
    const fresh = await freshTestDatabase();
    const database = await openDatabase(fresh.source, { migrate: false });
    try {
      await database.db.execute(sql`select 1`);
      const url = (fresh.source as { url: string }).url;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const ended = await admin.query(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) t',
      );
      await admin.end();
      expect(ended.rows[0].n).toBeGreaterThan(0);
      // The idle connection's error arrives as an event; the process must still be here after it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(answer.rows[0]?.one).toBe(1);
    } finally {
      await database.close();
      await fresh.dispose();
    }
  });
});
