import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServerNode } from '../../src/server/test/server-node';
import { seedOneModel, startBenchSite } from './bench-site';

/**
 * A database of its own next to DATABASE_URL's (PostgreSQL), migrated and seeded with one model
 * through the app's own code, and a server node on it in its own process, as the counter and like
 * benchmarks need. `drop` stops the node and drops the database.
 */
export async function oneModelOnItsOwnNode(label: string, env: Record<string, string>) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server this benchmark may create a database on.');
  const name = `meshmandi_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
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
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
