import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TipItem } from '../../shared/contracts/payments/tips';
import type { Db } from '../db/database';
import { newestFirst } from '../db/keyset-pager';
import { models, tips, users, type UserRow } from '../db/schema';
import { modelsVisibleTo } from '../policies';

const counterparty = alias(users, 'counterparty');
// Both lists read an index on (person, created_at, payment_id), ascending, backwards.
const pagers = { sent: newestFirst('tips-sent', tips.createdAt, tips.paymentId, 'asc'), received: newestFirst('tips-received', tips.createdAt, tips.paymentId, 'asc') };

/**
 * A member's tips, sent or received, newest first by keyset: the other person and the model (when
 * the viewer may see it) with each. Who may read whose is the caller's rule.
 */
export async function readTipHistory(
  db: Db,
  viewer: UserRow,
  input: { userId: string; type: 'sent' | 'received'; limit: number; cursor?: string | undefined },
): Promise<{ tips: TipItem[]; nextCursor: string | null }> {
  const userId = input.userId;
  const pager = pagers[input.type];
  const person = input.type === 'sent' ? tips.fromUserId : tips.toUserId;
  const other = input.type === 'sent' ? tips.toUserId : tips.fromUserId;
  const rows = await db
    .select({
      tip: tips,
      cursorKey: pager.cursorKey,
      id: tips.paymentId,
      party: { uid: counterparty.id, displayName: counterparty.displayName, username: counterparty.username, photoURL: counterparty.photoURL },
      model: { id: models.id, title: models.title, slug: models.slug },
    })
    .from(tips)
    .leftJoin(counterparty, eq(counterparty.id, other))
    .leftJoin(models, and(eq(models.id, tips.modelId), modelsVisibleTo(viewer)))
    .where(and(eq(person, userId), pager.after(input.cursor)))
    .orderBy(...pager.orderBy)
    .limit(input.limit + 1);
  const { page, nextCursor } = pager.page(rows, input.limit);
  return {
    tips: page.map(({ tip, party, model }) => ({
      paymentId: tip.paymentId,
      amount: tip.amount,
      creatorAmount: tip.creatorAmount,
      platformFee: tip.platformFee,
      refundedAmount: tip.refundedAmount,
      message: tip.message,
      createdAt: tip.createdAt.toISOString(),
      testMode: tip.book === 'test',
      fromUserId: tip.fromUserId,
      toUserId: tip.toUserId,
      counterparty: party?.uid ? { uid: party.uid, displayName: party.displayName || party.username || 'Anonymous', photoURL: party.photoURL } : null,
      model: model?.id ? model : null,
    })),
    nextCursor,
  };
}
