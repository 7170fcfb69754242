import { APIError, getSessionFromCtx } from 'better-auth/api';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { PASSWORD_CHECK_MAX_FAILURES, PASSWORD_CHECK_WINDOW_MINUTES } from '../../shared/constants/account-rules';
import type { Db } from '../db/database';
import { passwordFailures } from '../db/schema';

/** Routes where a signed-in user gives their current password (decision 018). */
export const PASSWORD_CHECK_PATHS = new Set(['/change-password', '/delete-user']);

type HookContext = Parameters<typeof getSessionFromCtx>[0] & { path: string; request?: Request };

/** The attempt row each request reserved, until its answer says whether the password was right. */
const reserved = new WeakMap<Request, number>();

/**
 * Before the check: refuse when the account used up its wrong passwords for the window, else
 * reserve one, as if this attempt failed. Reserving first (under a per-account lock) means
 * parallel requests cannot all slip in before the first failure is written. The row is in the
 * database, so the limit holds across server nodes.
 */
export async function reservePasswordCheck(ctx: HookContext, db: Db): Promise<void> {
  if (!ctx.request) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const userId = session.user.id;
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-check:${userId}`}))`);
    const since = new Date(Date.now() - PASSWORD_CHECK_WINDOW_MINUTES * 60_000);
    const recent = await tx
      .select({ createdAt: passwordFailures.createdAt })
      .from(passwordFailures)
      .where(and(eq(passwordFailures.userId, userId), gt(passwordFailures.createdAt, since)))
      .orderBy(asc(passwordFailures.createdAt));
    if (recent.length >= PASSWORD_CHECK_MAX_FAILURES) {
      const freesAt = recent[0]!.createdAt.getTime() + PASSWORD_CHECK_WINDOW_MINUTES * 60_000;
      const minutes = Math.max(1, Math.ceil((freesAt - Date.now()) / 60_000));
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'TOO_MANY_PASSWORD_CHECKS',
        message: `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password by e-mail.`,
      });
    }
    const [row] = await tx.insert(passwordFailures).values({ userId }).returning({ id: passwordFailures.id });
    return row!.id;
  });
  reserved.set(ctx.request, id);
}

/** After the check: the reservation stays only when the password was wrong. */
export async function settlePasswordCheck(ctx: HookContext & { context: { returned?: unknown } }, db: Db): Promise<void> {
  const id = ctx.request ? reserved.get(ctx.request) : undefined;
  if (id === undefined) return;
  reserved.delete(ctx.request!);
  const returned = ctx.context.returned as { body?: { code?: unknown } } | undefined;
  const wrongPassword = returned instanceof APIError && returned.body?.code === 'INVALID_PASSWORD';
  if (!wrongPassword) await db.delete(passwordFailures).where(eq(passwordFailures.id, id));
}
