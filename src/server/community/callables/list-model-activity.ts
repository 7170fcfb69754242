import { sql } from 'drizzle-orm';
import { ANONYMOUS_NAME } from '../../../shared/constants/community-rules';
import { listModelActivity, type ModelActivityItem } from '../../../shared/contracts/community/model-activity';
import { decodeCursor, encodeCursor, takePage } from '../../db/keyset-pager';
import { implement } from '../../callables/implement';

const ORDERING = 'activity';
const KIND: Record<string, ModelActivityItem['kind']> = {
  'model.liked': 'like',
  'model.commented': 'comment',
  'model.reviewed': 'review',
  'model.downloaded': 'download',
  'model.view_milestone': 'milestone',
};

interface Row extends Record<string, unknown> {
  id: string;
  type: string;
  at: Date | string;
  data: Record<string, unknown>;
  actor_id: string | null;
  display_name: string | null;
  username: string | null;
  photo_url: string | null;
  model_id: string;
  title: string;
  slug: string;
  thumbnail: string | null;
}

/**
 * The creator's feed read from the domain events (decision 025), which name the model's owner, by
 * one index (domain_events_owner_activity_idx) newest first. A like taken back or a comment deleted
 * is left out, so the feed shows what stands; the caller's own actions are not news to them.
 */
export const listModelActivityFunction = implement(listModelActivity, async ({ limit, cursor }, ctx) => {
  const before = cursor ? decodeCursor(cursor, ORDERING, ['integer'])[0] : null;
  const result = await ctx.db.execute<Row>(sql`
    select e.id::text as id, e.type, e.created_at as at, e.data, e.actor_id, u.display_name, u.username, u.photo_url,
      m.id as model_id, m.title, m.slug, m.thumbnail
    from domain_events e
    join models m on m.id = e.subject_id
    left join users u on u.id = e.actor_id
    where (e.data ->> 'ownerId') = ${ctx.user.id}
      and e.type in ('model.liked', 'model.commented', 'model.reviewed', 'model.downloaded', 'model.view_milestone')
      and e.actor_id is distinct from ${ctx.user.id}
      ${before === null ? sql`` : sql`and e.id < ${before}::bigint`}
      and (e.type <> 'model.liked' or exists (select 1 from model_likes l where l.model_id = e.subject_id and l.user_id = e.actor_id))
      and (e.type <> 'model.commented' or exists (select 1 from comments c where c.id = e.data ->> 'commentId'))
      and (e.type <> 'model.reviewed' or exists (select 1 from reviews r where r.id = e.data ->> 'reviewId'))
    order by (e.data ->> 'ownerId'), e.id desc
    limit ${limit + 1}`);
  const { page, nextCursor } = takePage(result.rows, limit, (last) => encodeCursor(ORDERING, [last.id]));
  return {
    items: page.map((row): ModelActivityItem => ({
      id: row.id,
      kind: KIND[row.type]!,
      at: new Date(row.at).toISOString(),
      actor: row.actor_id && (row.display_name !== null || row.username !== null)
        ? { uid: row.actor_id, displayName: row.display_name || row.username || ANONYMOUS_NAME, photoURL: row.photo_url }
        : null,
      model: { id: row.model_id, title: row.title, slug: row.slug, thumbnail: row.thumbnail },
      rating: typeof row.data.rating === 'number' ? row.data.rating : null,
      milestone: typeof row.data.milestone === 'number' ? row.data.milestone : null,
    })),
    nextCursor,
  };
});
