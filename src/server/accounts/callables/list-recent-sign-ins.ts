import { and, eq, sql } from 'drizzle-orm';
import { listRecentSignIns } from '../../../shared/contracts/accounts/security';
import { newestFirst } from '../../db/keyset-pager';
import { signIns } from '../../db/schema';
import { deviceKeyOf, readDeviceId, maskIp, summarizeUserAgent } from '../../security';
import { implement } from '../../callables/implement';

const pager = newestFirst('sign-ins', signIns.createdAt, signIns.id);

/**
 * The caller's own sign-ins only (sign_ins_user_newest_idx). The IP address leaves the server with
 * its last part hidden, and the device key never leaves it: "this device" is worked out here by
 * hashing the caller's own device cookie the way the sign-in did.
 */
export const listRecentSignInsFunction = implement(listRecentSignIns, async ({ cursor, limit }, ctx) => {
  const deviceId = readDeviceId(ctx.headers.get('cookie'));
  const myDeviceKey = deviceId ? deviceKeyOf(ctx.auth.options.secret, deviceId) : null;
  const rows = await ctx.db
    .select({
      id: signIns.id,
      cursorKey: pager.cursorKey,
      createdAt: signIns.createdAt,
      deviceKey: signIns.deviceKey,
      ipAddress: signIns.ipAddress,
      userAgent: signIns.userAgent,
      method: signIns.method,
      // The alert's rule, read back: an earlier sign-in exists, but none from this device. The outer
      // row is named in full (drizzle leaves a lone table's columns unqualified, which the subquery would take as its own).
      newDevice: sql<boolean>`(exists (select 1 from sign_ins e where e.user_id = sign_ins.user_id and (e.created_at, e.id) < (sign_ins.created_at, sign_ins.id))
        and not exists (select 1 from sign_ins d where d.user_id = sign_ins.user_id and d.device_key = sign_ins.device_key and (d.created_at, d.id) < (sign_ins.created_at, sign_ins.id)))`,
    })
    .from(signIns)
    .where(and(eq(signIns.userId, ctx.user.id), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  return {
    signIns: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      device: summarizeUserAgent(row.userAgent),
      ip: maskIp(row.ipAddress),
      method: row.method as 'password' | 'otp' | 'google',
      thisDevice: myDeviceKey !== null && row.deviceKey === myDeviceKey,
      newDevice: Boolean(row.newDevice),
    })),
    nextCursor,
  };
});
