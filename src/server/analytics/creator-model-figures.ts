import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { indiaDayStart } from '../money';
import { addDays } from './close-analytics-days';

export interface CreatorModelFigures {
  id: string;
  title: string;
  path: string;
  views: number;
  downloads: number;
  likes: number;
  tips: number;
  tipPaise: number;
}

/**
 * Each of a creator's models' figures over the closed India days first..last (decision 083), the
 * `limit` most viewed (then downloaded, liked, tipped), in one query: views and downloads from the
 * roll-up (analytics_model_days_model_idx per model), likes from the likes made in those days that
 * still stand (an unlike deletes its row, so this is what the roll-up's days counted, less any
 * taken back since), and live tips given on the model's page (tips_to_book_idx). A model deleted
 * since has no row, as in the top lists.
 */
export async function readCreatorModelFigures(db: Db, userId: string, { first, last, limit }: { first: string; last: string; limit: number }): Promise<CreatorModelFigures[]> {
  const from = indiaDayStart(first);
  const to = indiaDayStart(addDays(last, 1));
  const result = await db.execute<{ id: string; title: string; slug: string; views: string; downloads: string; likes: string; tips: string; tip_paise: string }>(sql`
    select m.id, m.title, m.slug, sum(x.v) as views, sum(x.d) as downloads, sum(x.l) as likes, sum(x.t) as tips, sum(x.p) as tip_paise
    from models m
    join (
      select d.model_id, d.views as v, d.downloads as d, 0 as l, 0 as t, 0::bigint as p
        from analytics_model_days d join models o on o.id = d.model_id
        where o.user_id = ${userId} and d.day >= ${first} and d.day <= ${last}
      union all select l.model_id, 0, 0, 1, 0, 0
        from model_likes l join models o on o.id = l.model_id
        where o.user_id = ${userId} and l.created_at >= ${from} and l.created_at < ${to}
      union all select t.model_id, 0, 0, 0, 1, t.amount
        from tips t
        where t.to_user_id = ${userId} and t.book = 'live' and t.created_at >= ${from} and t.created_at < ${to} and t.model_id is not null
    ) x on x.model_id = m.id
    where m.user_id = ${userId}
    group by m.id
    order by sum(x.v) desc, sum(x.d) desc, sum(x.l) desc, sum(x.p) desc, m.title, m.id
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    path: `/model/${row.slug}/${row.id}`,
    views: Number(row.views),
    downloads: Number(row.downloads),
    likes: Number(row.likes),
    tips: Number(row.tips),
    tipPaise: Number(row.tip_paise),
  }));
}
