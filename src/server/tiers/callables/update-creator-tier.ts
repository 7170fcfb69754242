import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { updateCreatorTier } from '../../../shared/contracts/tiers/creator-tiers';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { creatorTiers, users } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { tierOfRow } from '../creator-tier-of';
import { creatorTierView } from '../creator-tier-view';

/**
 * Admins only (the contract's access). The row, its audit entry and the event that tells the
 * creator are one transaction; the creator's row is locked so two admins at once apply one after
 * the other, each audited against what the other left. Setting the tier a creator already has
 * changes nothing and tells no one.
 */
export const updateCreatorTierFunction = implement(updateCreatorTier, async ({ userId, tier, reason }, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw new AppError('not-found', 'userId: no such member');
    const [row] = await tx.select().from(creatorTiers).where(eq(creatorTiers.userId, userId));
    const from = tierOfRow(row);
    if (row && row.tier === tier && row.setBy === 'admin') return;
    const now = new Date();
    const next = { tier, setBy: 'admin', reason, setByUserId: ctx.user.id, since: from === tier && row ? row.since : now, keepsUntil: null };
    await tx.insert(creatorTiers).values({ userId, ...next }).onConflictDoUpdate({ target: creatorTiers.userId, set: next });
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'creator.updateTier',
      target: { type: 'user', id: userId },
      before: { tier: from, setBy: row?.setBy ?? null },
      after: { tier, setBy: 'admin' },
      details: { reason },
    });
    if (from !== tier) await recordEvent(tx, ctx.jobs, { type: 'creator.tier_changed', subjectId: userId, actorId: null, data: { from, to: tier, setBy: 'admin', reason } });
  });
  return { success: true as const, creatorTier: await creatorTierView(ctx.db, userId) };
});
