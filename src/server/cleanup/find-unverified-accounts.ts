import { sql } from 'drizzle-orm';
import { UNVERIFIED_PER_RUN } from '../../shared/contracts/accounts/cleanup';
import type { Db, Tx } from '../db/database';

export interface UnverifiedAccount {
  id: string;
  email: string;
  displayName: string;
  createdAt: Date;
}

/**
 * Accounts never verified for `days` that hold nothing anyone could miss: plain users with no
 * models, no ledger account (so no money, earned or held), no payment started and no tip sent. The
 * oldest first, at most UNVERIFIED_PER_RUN. `onlyId` asks the same of one account, on its locked row.
 */
export async function findUnverifiedAccounts(db: Db | Tx, days: number, onlyId?: string): Promise<UnverifiedAccount[]> {
  const cutoff = new Date(Date.now() - days * 86_400_000).toISOString();
  const result = await db.execute<{ id: string; email: string; display_name: string; created_at: string | Date }>(sql`
    select u.id, u.email, u.display_name, u.created_at from users u
    where not u.is_verified and u.created_at < ${cutoff}::timestamptz and u.role = 'user' and not u.is_admin
      ${onlyId ? sql`and u.id = ${onlyId}` : sql``}
      and not exists (select 1 from models m where m.user_id = u.id)
      and not exists (select 1 from ledger_accounts a where a.owner_id = u.id)
      and not exists (select 1 from payment_orders p where p.payer_id = u.id)
      and not exists (select 1 from tips t where t.from_user_id = u.id)
    order by u.created_at, u.id
    limit ${UNVERIFIED_PER_RUN}`);
  return result.rows.map((row) => ({ id: row.id, email: row.email, displayName: row.display_name, createdAt: new Date(row.created_at) }));
}
