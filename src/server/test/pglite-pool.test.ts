import { describe, expect, inject, it } from 'vitest';
import { leasePglite, type PgliteLease } from './pglite-pool';

const dumpPath = inject('pgliteDumpPath');

/** Rows in every table, and every sequence's position: what a file would see of the last one. */
async function contents(lease: PgliteLease): Promise<Record<string, string>> {
  const { rows: tables } = await lease.client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const seen: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await lease.client.query<{ rows: string | null }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as rows from ${name} t`);
    seen[name] = rows[0]!.rows ?? '';
  }
  const { rows: sequences } = await lease.client.query<{ name: string; value: string | null }>(`select sequencename as name, last_value::text as value from pg_sequences`);
  for (const { name, value } of sequences) seen[`sequence ${name}`] = value ?? 'unused';
  return seen;
}

// PostgreSQL runs copy a template database instead (test-database.ts).
describe.skipIf(!dumpPath)('the PGlite pool of a test worker', () => {
  it('hands the next file the dump exactly: rows, sequences, settings and locks of the last file gone', async () => {
    const first = await leasePglite(dumpPath);
    const before = await contents(first);
    expect(Object.keys(before).length).toBeGreaterThan(40);
    await first.client.exec(`
      insert into site_settings (key, value) values ('left-by-the-last-file', '"x"');
      delete from site_settings where key <> 'left-by-the-last-file';
      set statement_timeout = 1234;
      select pg_advisory_lock(42);
      create temp table scratch (n int);`);
    const { rows: sequences } = await first.client.query<{ name: string }>(`select format('%I.%I', schemaname, sequencename) as name from pg_sequences limit 1`);
    if (sequences[0]) await first.client.query('select nextval($1::regclass)', [sequences[0].name]);
    await first.release();

    const second = await leasePglite(dumpPath);
    expect(await contents(second)).toEqual(before);
    expect((await second.client.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]!.statement_timeout).toBe('0');
    expect((await second.client.query('select * from pg_locks where locktype = $1', ['advisory'])).rows).toEqual([]);
    await second.release();
  });

  it('refuses what a file left running once the file gave its database back', async () => {
    const lease = await leasePglite(dumpPath);
    await lease.release();
    await expect(lease.client.query('select 1')).rejects.toThrow("a test file's database was used after the file gave it back (query)");
  });

  it('does not hand on a database whose schema a file changed', async () => {
    const first = await leasePglite(dumpPath);
    await first.client.exec('create table made_by_a_test (n int)');
    await first.release();
    const second = await leasePglite(dumpPath);
    expect((await second.client.query(`select to_regclass('public.made_by_a_test') as t`)).rows).toEqual([{ t: null }]);
    await second.release();
  });

  it("removes the listeners a file left, so the next file's notices reach none of them", async () => {
    const first = await leasePglite(dumpPath);
    const heard: string[] = [];
    await first.client.listen('left_behind', (payload) => heard.push(payload));
    await first.release();
    const second = await leasePglite(dumpPath);
    const own: string[] = [];
    await second.client.listen('left_behind', (payload) => own.push(payload));
    await second.client.query(`select pg_notify('left_behind', 'for this file')`);
    await expect.poll(() => own).toEqual(['for this file']);
    expect(heard).toEqual([]);
    await second.release();
  });
});
