import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { IpRuleItem } from '../../shared/contracts/security/ip-rules';
import { recordAudit } from '../audit';
import { ipRules, users, type IpRuleRow } from '../db/schema';
import type { SignedInContext } from '../callables/implement';
import { parseIpRange, rangeContains } from './ip-range';
import { IP_RULES_CHANGED } from './ip-rules';

export interface IpRuleRequest {
  ip: string;
  type: IpRuleRow['type'];
  reason: string;
  hours: number | undefined;
}

/** Narrower than this, a range is a network; wider, it is a large part of the internet (or all of it). */
const WIDEST_PREFIX = { 4: 8, 6: 16 } as const;

export function toIpRuleItem(row: IpRuleRow, creator: { id: string; displayName: string } | null): IpRuleItem {
  return {
    id: String(row.id),
    cidr: row.cidr,
    type: row.type,
    reason: row.reason,
    createdBy: creator ? { uid: creator.id, displayName: creator.displayName } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * blockIP and whitelistIP: the range checked and made canonical, written (or its reason and expiry
 * replaced) with its audit entry, then every node told, this one before the answer, so the caller's
 * next request already meets it.
 */
export async function saveIpRule(ctx: SignedInContext, request: IpRuleRequest): Promise<IpRuleItem> {
  const range = parseIpRange(request.ip);
  if (!range) throw new AppError('invalid-argument', 'ip: enter an IP address or a CIDR range such as 203.0.113.0/24');
  if (range.prefix < WIDEST_PREFIX[range.family]) {
    throw new AppError('invalid-argument', `ip: ${range.cidr} is too wide; use /${WIDEST_PREFIX[range.family]} or narrower`);
  }
  if (request.type === 'blocked' && rangeContains(range, ctx.ip)) {
    throw new AppError('invalid-argument', `ip: ${range.cidr} includes your own address (${ctx.ip}); blocking it would lock you out`);
  }
  const expiresAt = request.hours ? new Date(Date.now() + request.hours * 3_600_000) : null;
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(ipRules).where(and(eq(ipRules.cidr, range.cidr), eq(ipRules.type, request.type))).for('update');
    const [saved] = await tx
      .insert(ipRules)
      .values({ cidr: range.cidr, type: request.type, reason: request.reason, createdBy: ctx.user.id, expiresAt })
      .onConflictDoUpdate({ target: [ipRules.cidr, ipRules.type], set: { reason: request.reason, createdBy: ctx.user.id, createdAt: new Date(), expiresAt } })
      .returning();
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: request.type === 'blocked' ? 'ip.block' : 'ip.allow',
      target: { type: 'ip_rule', id: range.cidr },
      before: before ? { reason: before.reason, expiresAt: before.expiresAt?.toISOString() ?? null } : null,
      after: { reason: request.reason, expiresAt: expiresAt?.toISOString() ?? null },
      details: { typed: request.ip },
    });
    return saved!;
  });
  await announceIpRules(ctx);
  const [creator] = await ctx.db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.id, ctx.user.id));
  return toIpRuleItem(row, creator ?? null);
}

/** This node rereads the lists now; the others on the signal. */
export async function announceIpRules(ctx: Pick<SignedInContext, 'ipRules' | 'notifier'>): Promise<void> {
  await ctx.ipRules.reload();
  await ctx.notifier.publish(IP_RULES_CHANGED);
}
