import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { removeIpRule } from '../../../shared/contracts/security/ip-rules';
import { recordAudit } from '../../audit';
import { ipRules } from '../../db/schema';
import { announceIpRules } from '../save-ip-rule';
import { implement } from '../../callables/implement';

export const removeIpRuleFunction = implement(removeIpRule, async ({ ruleId }, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(ipRules).where(eq(ipRules.id, Number(ruleId))).returning();
    if (!gone) throw new AppError('not-found', 'ruleId: no such rule');
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: gone.type === 'blocked' ? 'ip.unblock' : 'ip.disallow',
      target: { type: 'ip_rule', id: gone.cidr },
      before: { reason: gone.reason, expiresAt: gone.expiresAt?.toISOString() ?? null },
      after: null,
    });
  });
  await announceIpRules(ctx);
  return { success: true as const };
});
