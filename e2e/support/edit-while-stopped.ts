import type { Database } from '../../src/server/db/database';
import type { E2eAccount } from './accounts';
import { clientFor } from './models';
import { startServer, type ServerProcess } from './server';
import { openServerDatabase } from './server-database';

/**
 * Stops the server, edits its database directly (PGlite has one writer, so the server must be
 * down; on PostgreSQL too, so the restart reads the edit as it would from PGlite), and starts it
 * again on the same data dir: for what a test cannot make through the API (1,000 downloads, a day
 * gone by). The stop must be graceful, and every account given must
 * still be signed in after the restart (sessions live in the database); otherwise it fails saying
 * whose session was lost and what the server logged (CI, stop 37).
 */
export async function editWhileStopped(
  server: ServerProcess,
  options: { env: Record<string, string>; signedIn: E2eAccount[] },
  edit: (db: Database['db']) => Promise<unknown>,
): Promise<ServerProcess> {
  const exit = await server.stop();
  if (exit.code !== 0) throw new Error(`the server did not stop cleanly: ${JSON.stringify(exit)}\n${server.stderr()}`);
  const database = await openServerDatabase(server.dataDir);
  try {
    await edit(database.db);
  } finally {
    await database.close();
  }
  const restarted = await startServer({ dataDir: server.dataDir, env: options.env });
  for (const account of options.signedIn) {
    const answer = await clientFor(restarted, account).call<{ account: { uid: string } | null }>('getSession', {});
    if (answer.result?.account?.uid !== account.uid) {
      throw new Error(`${account.name}'s session did not survive the restart: ${JSON.stringify(answer)}\n${restarted.stderr()}${restarted.stdout().slice(-4000)}`);
    }
  }
  return restarted;
}
