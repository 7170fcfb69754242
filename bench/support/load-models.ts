import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { LICENCES, MODEL_CATEGORIES } from '../../src/shared/constants/model-rules';
import { ADJECTIVES, MAKERS_FIRST, MAKERS_LAST, NOUNS, TAGS } from './catalogue-words';

const BATCH = 50_000;
const MODELS_PER_CREATOR = 20;
const FORMAT_CHOICES = ['stl', 'stl', 'stl', '3mf', '3mf', 'obj', 'glb', 'ply', 'fbx', 'zip'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
/** A random element of an array literal, in SQL. */
const pick = (values: readonly string[]) => sql`(${textArray(values)})[1 + floor(random() * ${values.length}::int)::int]`;

/**
 * Loads `count` public-looking models (4 % private) by count/20 creators straight into the database
 * with set-based SQL, 50,000 rows a statement: realistic titles, descriptions, tags, categories,
 * formats and skewed counters (most models are downloaded a little, a few a lot). Ids are `bm…`
 * and `bu…`, so a second run adds more without clashing. Resolves with the seconds it took.
 */
export async function loadModels(db: Db, count: number, log: (line: string) => void = () => {}): Promise<number> {
  const started = performance.now();
  const [{ n: already } = { n: 0 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from models where id like 'bm%'`)).rows;
  const from = Number(already) + 1;
  const creators = Math.max(1, Math.ceil((Number(already) + count) / MODELS_PER_CREATOR));
  await db.execute(sql`
    insert into users (id, email, username, display_name, bio, is_verified)
    select 'bu' || lpad(n::text, 8, '0'), 'bench' || n || '@example.in', 'maker_' || n,
           ${pick(MAKERS_FIRST)} || ' ' || ${pick(MAKERS_LAST)}, 'I design things to print.', true
    from generate_series(1, ${creators}::int) n
    on conflict (id) do nothing`);
  for (let start = from; start < from + count; start += BATCH) {
    const end = Math.min(start + BATCH - 1, from + count - 1);
    await db.execute(sql`
      insert into models (id, user_id, title, slug, description, category, tags, licence, visibility, formats, watertight,
                          downloads, views, likes, shares, featured, featured_at, trending_score, created_at, updated_at)
      select id, user_id, title, lower(regexp_replace(title, '[^A-Za-z0-9]+', '-', 'g')),
             'A ' || lower(adjective) || ' ' || noun || ' I designed for ' || tag1 || '. Prints well in ' || ${pick(['PLA', 'PETG', 'ABS', 'resin'])}
               || ' at 0.2 mm layers; ' || ${pick(['no supports needed', 'use tree supports', 'print it on its side', 'brim recommended'])}
               || '. Pairs nicely with my ' || other || '.',
             category, array[tag1, tag2, ${pick(TAGS)}], licence,
             case when random() < 0.04 then 'private' else 'public' end,
             formats, case when formats[1] in ('stl', '3mf', 'obj', 'glb', 'ply') then random() < 0.7 end,
             downloads, downloads * (3 + floor(random() * 20))::int, floor(downloads * random() * 0.3)::int, floor(downloads * random() * 0.05)::int,
             featured, case when featured then created_at + interval '1 day' end,
             case when random() < 0.02 then (random() * 50)::real else 0 end,
             created_at, created_at
      from (
        select 'bm' || lpad(n::text, 9, '0') as id,
               'bu' || lpad((1 + (n - 1) / ${MODELS_PER_CREATOR}::int)::text, 8, '0') as user_id,
               initcap(${pick(ADJECTIVES)}) as adjective, ${pick(NOUNS)} as noun, ${pick(NOUNS)} as other,
               ${pick(TAGS)} as tag1, ${pick(TAGS)} as tag2,
               ${pick(MODEL_CATEGORIES)} as category, ${pick(LICENCES)} as licence,
               array[${pick(FORMAT_CHOICES)}] as formats,
               floor(exp(random() * random() * 9))::int - 1 as downloads,
               random() < 0.001 as featured,
               now() - random() * interval '1095 days' as created_at,
               n
        from generate_series(${start}::int, ${end}::int) n
      ) picked,
      lateral (select adjective || ' ' || noun || case when n % 3 = 0 then ' for ' || other when n % 7 = 0 then ' set' else '' end as title) named`);
    log(`  ${end - from + 1} of ${count} models`);
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze models`);
  return (performance.now() - started) / 1000;
}
