import pg from 'pg';

/** A database of the benchmark's own next to DATABASE_URL's (PostgreSQL); `drop` removes it. */
export async function createBenchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server this benchmark may create a database on.');
  const name = `meshmandi_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
