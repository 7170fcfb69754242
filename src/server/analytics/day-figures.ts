import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { INDIA_TIME_ZONE, indiaDay, indiaDayStart } from '../money';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A day's figures as the raw tables have them; revenue comes from the ledger, apart. */
export interface DayFigures {
  signUps: number;
  activeUsers: number;
  uploads: number;
  downloads: number;
  views: number;
  tips: number;
  tipPaise: number;
}

export const zeroDay = (): DayFigures => ({ signUps: 0, activeUsers: 0, uploads: 0, downloads: 0, views: 0, tips: 0, tipPaise: 0 });

/** The India day (YYYY-MM-DD) of a timestamp column, in SQL. */
export const dayOf = (column: SQL) => sql`to_char((${column} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)})::date, 'YYYY-MM-DD')`;

type Span = { from: Date; to: Date };

/**
 * Each India day's figures in [from, to) from the raw tables, in one query: per day, a count over
 * the index on each table's time column, which reads that day's index entries and computes nothing
 * per row (grouping by a computed day cost more than the count). Active users (decision 043):
 * distinct signed-in people who signed in, downloaded, or sent tracked activity (with consent) that
 * day. Tips are the live book's, as given.
 */
export async function readDayFigures(db: Db | Tx, { from, to }: Span): Promise<Map<string, DayFigures>> {
  const spans: SQL[] = [];
  for (let day = indiaDay(from); indiaDayStart(day) < to; day = nextDay(day)) {
    const dayFrom = new Date(Math.max(indiaDayStart(day).getTime(), from.getTime()));
    const dayTo = new Date(Math.min(indiaDayStart(nextDay(day)).getTime(), to.getTime()));
    spans.push(sql`(${day}, ${dayFrom.toISOString()}::timestamptz, ${dayTo.toISOString()}::timestamptz)`);
  }
  if (spans.length === 0) return new Map();
  const within = (column: string) => sql.raw(`${column} >= d.f and ${column} < d.t`);
  const result = await db.execute<Record<'day' | 'sign_ups' | 'uploads' | 'downloads' | 'views' | 'tips' | 'tip_paise' | 'active_users', string>>(sql`
    select d.day,
      (select count(*) from users where ${within('created_at')}) as sign_ups,
      (select count(*) from models where ${within('created_at')}) as uploads,
      (select count(*) from downloads where ${within('downloaded_at')}) as downloads,
      (select count(*) from counted_views where ${within('counted_at')}) as views,
      t.n as tips, t.paise as tip_paise,
      (select count(distinct user_id) from (
        select user_id from sign_ins where ${within('created_at')}
        union all select user_id from downloads where ${within('downloaded_at')} and user_id is not null
        union all select user_id from user_activity where ${within('created_at')} and user_id is not null
      ) a) as active_users
    from (values ${sql.join(spans, sql`, `)}) as d(day, f, t)
    cross join lateral (select count(*) as n, coalesce(sum(amount), 0) as paise from tips where book = 'live' and ${within('created_at')}) t`);
  return new Map(
    result.rows.map((row) => [
      row.day,
      {
        signUps: Number(row.sign_ups),
        activeUsers: Number(row.active_users),
        uploads: Number(row.uploads),
        downloads: Number(row.downloads),
        views: Number(row.views),
        tips: Number(row.tips),
        tipPaise: Number(row.tip_paise),
      },
    ]),
  );
}

/** Writes each model's views and downloads per India day in [from, to) into analytics_model_days, in the database. */
export async function insertModelDays(tx: Tx, { from, to }: Span): Promise<void> {
  await tx.execute(sql`
    insert into analytics_model_days (day, model_id, views, downloads)
    select day::date, model_id, sum(v)::int, sum(d)::int from (
      select ${dayOf(sql`counted_at`)} as day, model_id, 1 as v, 0 as d from counted_views where counted_at >= ${from} and counted_at < ${to}
      union all select ${dayOf(sql`downloaded_at`)}, model_id, 0, 1 from downloads where downloaded_at >= ${from} and downloaded_at < ${to}
    ) x group by day, model_id`);
}

/**
 * Writes each creator's figures per India day in [from, to) into analytics_creator_days: live tips
 * received, and the downloads, counted views and likes of their models, and follows of them
 * (decision 079). A creator gets a row on a day they had any one of these. Likes and follows are
 * rows that an unlike or unfollow deletes, so a day counts those made that day and still standing
 * when it closes: gained, not net.
 */
export async function insertCreatorDays(tx: Tx, { from, to }: Span): Promise<void> {
  await tx.execute(sql`
    insert into analytics_creator_days (day, user_id, tips, tip_paise, downloads, views, likes, followers)
    select day::date, user_id, sum(t)::int, sum(p)::bigint, sum(d)::int, sum(v)::int, sum(l)::int, sum(f)::int from (
      select ${dayOf(sql`created_at`)} as day, to_user_id as user_id, 1 as t, amount as p, 0 as d, 0 as v, 0 as l, 0 as f from tips
        where created_at >= ${from} and created_at < ${to} and book = 'live' and to_user_id is not null
      union all select ${dayOf(sql`d.downloaded_at`)}, m.user_id, 0, 0, 1, 0, 0, 0 from downloads d join models m on m.id = d.model_id
        where d.downloaded_at >= ${from} and d.downloaded_at < ${to}
      union all select ${dayOf(sql`v.counted_at`)}, m.user_id, 0, 0, 0, 1, 0, 0 from counted_views v join models m on m.id = v.model_id
        where v.counted_at >= ${from} and v.counted_at < ${to}
      union all select ${dayOf(sql`l.created_at`)}, m.user_id, 0, 0, 0, 0, 1, 0 from model_likes l join models m on m.id = l.model_id
        where l.created_at >= ${from} and l.created_at < ${to}
      union all select ${dayOf(sql`f.created_at`)}, f.followed_id, 0, 0, 0, 0, 0, 1 from follows f
        where f.created_at >= ${from} and f.created_at < ${to}
    ) x group by day, user_id`);
}
