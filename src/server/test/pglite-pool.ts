import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/open-pglite';

/**
 * Migrated PGlite databases for the test files of one worker process. Loading the 48 MB migrated
 * dump costs 4.5 to 5 s a file; handing the last file's instance back emptied to what the dump held
 * costs a few hundred milliseconds (decision 054). Each file gets a lease: once it is given back,
 * whatever the file left running (a timer, a job's last query) is refused instead of writing into
 * the next file's data, and the listeners it registered are removed.
 */

/** What the dump holds, captured once from the first instance: the state a lease starts from. */
interface Baseline {
  schema: string;
  truncate: string;
  restore: { table: string; columns: string; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

const idle: PGlite[] = [];
let baseline: Baseline | null = null;

// Every object a test could change by DDL: tables, columns and their types, indexes, triggers, functions.
const SCHEMA_FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select c.relnamespace::regnamespace || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), '') as item
      from pg_class c left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relnamespace::regnamespace::text not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select tgrelid::regclass || '/' || tgname from pg_trigger
    union all select p.oid::regprocedure::text || ':' || md5(p.prosrc) from pg_proc p where p.pronamespace::regnamespace::text not in ('pg_catalog', 'information_schema')
  ) items`;

// Leaf tables only: a partitioned table's rows live in its partitions, which are listed themselves.
const DATA_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'drizzle') order by 1`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function captureBaseline(client: PGlite): Promise<Baseline> {
  const tables = (await client.query<{ name: string }>(DATA_TABLES)).rows.map((row) => row.name);
  const restore: Baseline['restore'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${table} t`);
    if (!rows[0]?.rows) continue;
    const columns = await client.query<{ name: string }>(
      `select format('%I', attname) as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [table],
    );
    restore.push({ table, columns: columns.rows.map((column) => column.name).join(', '), rows: rows[0].rows });
  }
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value, last_value is not null as called from pg_sequences`,
  );
  return { schema: await fingerprint(client), truncate: `truncate ${tables.join(', ')} restart identity cascade`, restore, sequences: sequences.rows };
}

/** Back to the dump's rows, sequences and session; false when the schema itself was changed. */
async function reset(client: PGlite, to: Baseline): Promise<boolean> {
  await client.exec('rollback; reset all; select pg_advisory_unlock_all(); discard temp;').catch(() => undefined);
  if ((await fingerprint(client)) !== to.schema) return false;
  await client.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica; ${to.truncate};`);
    for (const { table, columns, rows } of to.restore) {
      await tx.query(`insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, $1::json)`, [rows]);
    }
    for (const sequence of to.sequences) await tx.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.value, sequence.called]);
  });
  return true;
}

export interface PgliteLease {
  /** Forwards to the instance until released; refuses after. */
  client: PGlite;
  release(): Promise<void>;
}

function leaseOf(instance: PGlite): PgliteLease {
  let released = false;
  const unlistens: (() => Promise<void>)[] = [];
  const client = new Proxy(instance, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (released) return Promise.reject(new Error(`a test file's database was used after the file gave it back (${String(property)})`));
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (property === 'listen') void (result as Promise<() => Promise<void>>).then((unlisten) => unlistens.push(unlisten), () => undefined);
        return result;
      };
    },
  });
  return {
    client,
    release: async () => {
      if (released) return;
      released = true;
      for (const unlisten of unlistens) await unlisten().catch(() => undefined);
      const clean = await reset(instance, baseline!).catch(() => false);
      if (clean) idle.push(instance);
      else await instance.close().catch(() => undefined);
    },
  };
}

/** A migrated database as the dump holds it: an idle instance emptied back, or a new one loaded. */
export async function leasePglite(dumpPath: string): Promise<PgliteLease> {
  let instance = idle.pop();
  if (!instance) {
    instance = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dumpPath)]), extensions: PGLITE_EXTENSIONS });
    baseline ??= await captureBaseline(instance);
  }
  return leaseOf(instance);
}
