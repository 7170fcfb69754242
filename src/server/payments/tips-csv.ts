import { and, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { keysAfter, keyText } from '../db/keyset-pager';
import { models, tips, users, type LedgerBook, type UserRow } from '../db/schema';
import { paiseAsDecimalText } from '../../shared/money/paise';
import { modelsVisibleTo } from '../policies';

export const TIPS_CSV_COLUMNS = ['date', 'direction', 'counterparty', 'model', 'amount (₹)', 'creator share (₹)', 'platform fee (₹)', 'refunded (₹)', 'book', 'message'];

/** Rows read per query: a creator with 100,000 tips is streamed in pieces this size, never held whole. */
const BATCH = 500;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip before looking) as a formula: a payer's message "=HYPERLINK(…)" would run on the creator's
 * machine. OWASP's advice: such a cell starts with a ' so it is read as text.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One cell as RFC 4180 has it: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvCell(value: string): string {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}


const counterparty = alias(users, 'counterparty');

/**
 * A member's tips received or sent in one book since `since`, newest first, as CSV lines, a batch
 * at a time by keyset on tips_to_idx / tips_from_idx (read backwards): memory holds one batch
 * whatever the total. The other person and the model as the tip history names them.
 */
export async function* tipsCsvLines(
  db: Db,
  viewer: UserRow,
  input: { userId: string; type: 'received' | 'sent'; book: LedgerBook; since: Date | null },
): AsyncGenerator<string> {
  const person = input.type === 'sent' ? tips.fromUserId : tips.toUserId;
  const other = input.type === 'sent' ? tips.toUserId : tips.fromUserId;
  const keys = [
    { value: tips.createdAt, type: 'timestamptz' as const },
    { value: tips.paymentId, type: 'id' as const },
  ];
  yield csvLine(TIPS_CSV_COLUMNS);
  let after: [string, string] | null = null;
  for (;;) {
    const rows = await db
      .select({
        tip: tips,
        at: keyText(tips.createdAt, 'timestamptz'),
        partyName: sql<string | null>`coalesce(nullif(${counterparty.displayName}, ''), nullif(${counterparty.username}, ''), case when ${counterparty.id} is null then null else 'Anonymous' end)`,
        modelTitle: models.title,
      })
      .from(tips)
      .leftJoin(counterparty, eq(counterparty.id, other))
      .leftJoin(models, and(eq(models.id, tips.modelId), modelsVisibleTo(viewer)))
      .where(and(eq(person, input.userId), eq(tips.book, input.book), input.since ? gte(tips.createdAt, input.since) : undefined, after ? keysAfter(keys, after, 'desc') : undefined))
      // Plain desc: the indexes are ascending, read backwards (see keyset-pager's newestFirst).
      .orderBy(sql`${tips.createdAt} desc`, sql`${tips.paymentId} desc`)
      .limit(BATCH);
    for (const { tip, at, partyName, modelTitle } of rows) {
      const party = partyName ?? (input.type === 'sent' && tip.toUserId === null ? 'Meshmandi' : 'A former member');
      yield csvLine([
        at,
        input.type,
        party,
        modelTitle ?? '',
        paiseAsDecimalText(tip.amount),
        paiseAsDecimalText(tip.creatorAmount),
        paiseAsDecimalText(tip.platformFee),
        paiseAsDecimalText(tip.refundedAmount),
        tip.book,
        tip.message,
      ]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = [last.at, last.tip.paymentId];
  }
}
