import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';

/**
 * Before a user's row is deleted (in that transaction, after the row is locked FOR UPDATE): moves
 * the counts that the cascade is about to make wrong. Their comments and the replies under them
 * leave other people's models, their replies leave other people's comments, and their likes leave
 * comments that stay. The models are locked first (users → models → comments, the lock order of
 * every comment write), so no reply can be added under a comment about to go meanwhile, and the
 * user's locked row holds off new comments and likes of theirs.
 */
export async function forgetUserComments(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    select id from models where id in (select model_id from comments where user_id = ${userId}) order by id for no key update`);
  await tx.execute(sql`
    with gone as (
      select id, model_id from comments where user_id = ${userId}
      union
      select r.id, r.model_id from comments r join comments p on p.id = r.parent_id where p.user_id = ${userId}
    )
    update models set comment_count = comment_count - g.n
    from (select model_id, count(*)::int as n from gone group by model_id) g
    where models.id = g.model_id`);
  await tx.execute(sql`
    update comments p set reply_count = p.reply_count - r.n
    from (select parent_id, count(*)::int as n from comments where user_id = ${userId} and parent_id is not null group by parent_id) r
    where p.id = r.parent_id and p.user_id <> ${userId}`);
  await tx.execute(sql`
    update comments c set likes = c.likes - 1
    from comment_likes l
    where l.user_id = ${userId} and l.comment_id = c.id and c.user_id <> ${userId}`);
}
