import { and, count, desc, eq, gt, inArray, like } from 'drizzle-orm';
import { getSecurityData } from '../../../shared/contracts/security/ip-rules';
import { ipRules, signIns, users, verifications } from '../../db/schema';
import { plainAddress } from '../ip-range';
import { toIpRuleItem } from '../save-ip-rule';
import { failureId, SIGN_IN_LOCK_MINUTES, signInLockId, SUSPICIOUS_FAILED_SIGN_INS } from '../security-rules';
import { summarizeUserAgent } from '../user-agent-summary';
import { implement } from '../../callables/implement';

const person = { uid: users.id, displayName: users.displayName, username: users.username };

/**
 * What admins watch (issue 16 item 5). Failed sign-ins and pauses are the security module's own
 * expiring markers (security/failed-sign-ins.ts), so these are the live figures, not a log.
 */
export const getSecurityDataFunction = implement(getSecurityData, async (_input, ctx) => {
  const now = new Date();
  const rules = await ctx.db
    .select({ rule: ipRules, creator: { id: users.id, displayName: users.displayName } })
    .from(ipRules)
    .leftJoin(users, eq(users.id, ipRules.createdBy))
    .orderBy(desc(ipRules.createdAt), desc(ipRules.id));
  const recent = await ctx.db
    .select({ at: signIns.createdAt, ip: signIns.ipAddress, userAgent: signIns.userAgent, method: signIns.method, user: person })
    .from(signIns)
    .innerJoin(users, eq(users.id, signIns.userId))
    .orderBy(desc(signIns.createdAt), desc(signIns.id))
    .limit(50);
  const [failed] = await ctx.db
    .select({ n: count() })
    .from(verifications)
    .where(and(like(verifications.identifier, `${failureId('')}%`), gt(verifications.expiresAt, now)));
  const locked = await ctx.db
    .select({ identifier: verifications.identifier, until: verifications.expiresAt })
    .from(verifications)
    .where(and(like(verifications.identifier, `${signInLockId('')}%`), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.expiresAt));
  const lockedIds = locked.map((row) => row.identifier.slice(signInLockId('').length));
  const lockedUsers = lockedIds.length ? await ctx.db.select(person).from(users).where(inArray(users.id, lockedIds)) : [];
  const byId = new Map(lockedUsers.map((u) => [u.uid, u]));
  return {
    success: true as const,
    settings: { blockAfterFailedSignIns: SUSPICIOUS_FAILED_SIGN_INS, signInLockMinutes: SIGN_IN_LOCK_MINUTES, requestsPerMinutePerIp: ctx.config.rateLimitPerMinute },
    yourIp: plainAddress(ctx.ip),
    rules: rules.filter(({ rule }) => !rule.expiresAt || rule.expiresAt > now).map(({ rule, creator }) => toIpRuleItem(rule, creator)),
    recentSignIns: recent.map((row) => ({ at: row.at.toISOString(), user: row.user, ip: row.ip, device: summarizeUserAgent(row.userAgent), method: row.method })),
    failedSignInsLast15Minutes: failed?.n ?? 0,
    lockedAccounts: locked.flatMap((row, i) => {
      const user = byId.get(lockedIds[i]!);
      return user ? [{ user, until: row.until.toISOString() }] : [];
    }),
  };
});
