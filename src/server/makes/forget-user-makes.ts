import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';

/**
 * Before a user's row is deleted (in that transaction, after the row is locked), as their comments
 * are: their makes are about to go with the cascade, so the make counts of the models they are on
 * move now. The models are locked first (users → models → makes, the lock order of every make
 * write). Their stored photos go with the account's other files (uploads/delete-user-files.ts).
 */
export async function forgetUserMakes(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    select id from models where id in (select model_id from makes where user_id = ${userId}) order by id for no key update`);
  await tx.execute(sql`
    update models set make_count = make_count - g.n
    from (select model_id, count(*)::int as n from makes where user_id = ${userId} group by model_id) g
    where models.id = g.model_id`);
}
