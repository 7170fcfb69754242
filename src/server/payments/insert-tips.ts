import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { tipTotals, tips, type TipRow } from '../db/schema';

type TipValues = typeof tips.$inferInsert;

/**
 * Tip rows, written with their ledger postings, and each creator's running count and sum of tips in
 * the book moved with them: the all-time earnings summary reads that one row (issue 15), and the
 * reconciliation proves it. A tip's posting has already locked the creator's earnings account, so
 * the totals row adds no wait of its own.
 */
export async function insertTips(tx: Tx | Db, values: TipValues[]): Promise<TipRow[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(tips).values(values).returning();
  const totals = new Map<string, { toUserId: string; book: TipValues['book']; tips: number; amount: number }>();
  for (const tip of values) {
    if (!tip.toUserId) continue;
    const key = `${tip.toUserId}\u0000${tip.book}`;
    const sums = totals.get(key) ?? { toUserId: tip.toUserId, book: tip.book, tips: 0, amount: 0 };
    sums.tips += 1;
    sums.amount += tip.amount;
    totals.set(key, sums);
  }
  if (totals.size > 0) {
    await tx
      .insert(tipTotals)
      .values([...totals.values()])
      .onConflictDoUpdate({ target: [tipTotals.toUserId, tipTotals.book], set: { tips: sql`${tipTotals.tips} + excluded.tips`, amount: sql`${tipTotals.amount} + excluded.amount` } });
  }
  return rows;
}

/** One tip: see insertTips. */
export async function insertTip(tx: Tx, values: TipValues): Promise<TipRow> {
  const [tip] = await insertTips(tx, [values]);
  return tip!;
}
