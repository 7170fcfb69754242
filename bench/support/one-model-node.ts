import { randomBytes } from 'node:crypto';
import { startServerNode } from '../../src/server/test/server-node';
import { createBenchDatabase } from './bench-database';
import { seedOneModel, startBenchSite } from './bench-site';

/**
 * A database of its own next to DATABASE_URL's (PostgreSQL), migrated and seeded with one model
 * through the app's own code, and a server node on it in its own process, as the counter and like
 * benchmarks need. `drop` stops the node and drops the database.
 */
export async function oneModelOnItsOwnNode(label: string, env: Record<string, string>) {
  const bench = await createBenchDatabase(label);
  const databaseUrl = bench.url;
  const secret = randomBytes(32).toString('hex');
  // Later bench sites in this process (to check figures) open the same database.
  process.env.DATABASE_URL = databaseUrl;
  const seeder = await startBenchSite({ AUTH_SECRET: secret });
  const modelId = await seedOneModel(seeder);
  await seeder.close();
  const server = await startServerNode({ databaseUrl, authSecret: secret, env: { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000000', ...env } });
  return {
    modelId,
    secret,
    server,
    async drop() {
      await server.stop();
      await bench.drop();
    },
  };
}
