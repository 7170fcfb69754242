import { eq, inArray } from 'drizzle-orm';
import { models, tips, users } from '../db/schema';
import type { ConsumedEvent } from '../events/event-consumers';
import { tipReceiptEmail } from '../mail/templates/tip-receipt-email';
import type { Services } from '../services';

const nameOf = (u: { displayName: string | null; username: string | null; email: string }) => u.displayName || u.username || u.email.split('@')[0] || 'User';

/**
 * The payer's receipt for each tip posted (a consumer of 'tip.received'), through the e-mail
 * delivery path under the payment's key (decision 052): a retried job, or the same payment told
 * twice, makes no second receipt.
 */
export async function sendTipReceipts(services: Pick<Services, 'db' | 'mailer' | 'config'>, events: ConsumedEvent<'tip-receipts'>[]): Promise<void> {
  const { db, mailer, config } = services;
  for (const event of events) {
    const [tip] = await db.select().from(tips).where(eq(tips.paymentId, event.data.paymentId));
    if (!tip) continue;
    const people = await db
      .select({ id: users.id, email: users.email, displayName: users.displayName, username: users.username })
      .from(users)
      .where(inArray(users.id, [tip.fromUserId, ...(tip.toUserId ? [tip.toUserId] : [])]));
    const payer = people.find((p) => p.id === tip.fromUserId);
    // A payer whose account is gone has no address to write to.
    if (!payer) continue;
    const creator = tip.toUserId ? people.find((p) => p.id === tip.toUserId) : null;
    const [model] = tip.modelId ? await db.select({ title: models.title }).from(models).where(eq(models.id, tip.modelId)) : [];
    const mail = tipReceiptEmail({
      payerName: nameOf(payer),
      recipientName: tip.toUserId ? (creator ? nameOf(creator) : 'a former member') : 'Meshmandi',
      modelTitle: model?.title ?? null,
      amount: tip.amount,
      creatorAmount: tip.creatorAmount,
      platformFee: tip.platformFee,
      forCreator: tip.toUserId !== null,
      fromEarnings: tip.source === 'earnings',
      message: tip.message,
      paymentId: tip.paymentId,
      paidAt: tip.createdAt,
      testMode: tip.book === 'test',
      tipsUrl: `${config.publicUrl}/tips`,
      supportEmail: config.supportEmail,
    });
    await mailer.send({ to: payer.email, kind: 'tip-receipt', key: `tip-receipt:${tip.paymentId}`, ...mail });
  }
}
