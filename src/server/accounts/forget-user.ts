import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { forgetPayoutDetails } from '../payouts';
import { forgetUserComments, withdrawReviewsOf } from '../community';
import { forgetUserMakes } from '../makes';

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Deletes a user's account in the caller's transaction, first moving every count the cascade would
 * otherwise leave wrong: other members' follower and following counts, the like, comment and review
 * figures of other people's models, and their comments' replies and likes. Their own models go with
 * them (and everything on those). Records 'user.deleted'. Both ways an account ends (an admin's
 * deleteUser, and "Delete my account") come here.
 *
 * It is the account's, above the domains it empties: community (counts, comments, reviews) and
 * payouts (withdrawals, destinations), which must not import each other (decision 063).
 *
 * Locks in the one order (decision 027): the user and everyone they follow or who follows them, in
 * id order; then every model whose figures move, in id order; then counter shards.
 */
export async function forgetUser(
  tx: Tx,
  jobs: JobQueue,
  userId: string,
  deletedBy: string,
  /** Decides on the locked row whether the deletion may go ahead (throws if not). */
  check: (locked: UserRow | undefined) => asserts locked is UserRow,
): Promise<UserRow> {
  const partners = await tx.execute<{ id: string }>(sql`
    select followed_id as id from follows where follower_id = ${userId}
    union select follower_id from follows where followed_id = ${userId}`);
  const people = [...new Set([userId, ...partners.rows.map((r) => r.id)])].sort();
  await tx.execute(sql`select id from users where id in (${list(people)}) order by id for update`);
  const [target] = await tx.select().from(users).where(eq(users.id, userId));
  check(target);
  await tx.execute(sql`
    select id from models where user_id <> ${userId} and id in (
      select model_id from comments where user_id = ${userId}
      union select model_id from reviews where reviewer_id = ${userId}
      union select model_id from makes where user_id = ${userId}
    ) order by id for no key update`);

  await tx.execute(sql`update users set followers_count = followers_count - 1 where id in (select followed_id from follows where follower_id = ${userId})`);
  await tx.execute(sql`update users set following_count = following_count - 1 where id in (select follower_id from follows where followed_id = ${userId})`);
  await forgetUserComments(tx, userId);
  await forgetUserMakes(tx, userId);
  await withdrawReviewsOf(tx, userId);
  // Their likes of other people's models leave those models' counts through the shards, as an unlike does.
  await tx.execute(sql`
    insert into model_counter_shards (model_id, shard, likes)
    select l.model_id, abs(hashtext(${userId})) % 16, -1 from model_likes l join models m on m.id = l.model_id
    where l.user_id = ${userId} and m.user_id <> ${userId}
    on conflict (model_id, shard) do update set likes = model_counter_shards.likes + excluded.likes`);

  // Decision 049: pending withdrawals back to the balance (kept for an admin), payout details erased.
  const payouts = await forgetPayoutDetails(tx, userId, deletedBy);
  const [owned] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from models where user_id = ${userId}`)).rows;
  await tx.execute(sql`delete from users where id = ${userId}`);
  await recordEvent(tx, jobs, { type: 'user.deleted', subjectId: userId, actorId: deletedBy, data: { models: Number(owned?.n ?? 0), ...payouts } });
  return target;
}
