import { openDatabase, type Database } from '../db/database';
import { freshTestDatabase } from './test-database';

/** A fresh, migrated database opened for a test file that needs no app (the ledger, the job queue); `close` lets it go. */
export async function openTestDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const fixture = await freshTestDatabase();
  const database = await openDatabase(fixture.source, { migrate: false });
  return {
    database,
    async close() {
      await database.close();
      await fixture.dispose();
    },
  };
}
