import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { AuthContext } from 'better-auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants/account-rules';
import type { CheckPassword } from '../../shared/password/password-checker-on-demand';

type HookContext = Parameters<typeof getSessionFromCtx>[0] & { path: string; body?: unknown; context: AuthContext };

interface NewPassword {
  password: string;
  /** The person's own details, which make easy guesses. */
  userInputs: Array<string | null | undefined>;
  /** The password it replaces, when it must differ. */
  mustDiffer?: { plain: string } | { hash: string };
}

function weak(message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message });
}

async function describeNewPassword(ctx: HookContext): Promise<NewPassword | null> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') {
    if (typeof body.password !== 'string') return null;
    return { password: body.password, userInputs: [body.name, body.email, body.username].map((v) => (typeof v === 'string' ? v : null)) };
  }
  if (typeof body.newPassword !== 'string') return null;
  if (ctx.path === '/change-password') {
    const session = await getSessionFromCtx(ctx);
    if (!session) return null;
    const user = session.user as typeof session.user & { username?: string | null };
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    return { password: body.newPassword, userInputs: [user.name, user.email, user.username], mustDiffer: { plain: current } };
  }
  if (ctx.path === '/reset-password' && typeof body.token === 'string') {
    // better-auth keeps the reset token as `reset-password:<token>` with the user id as its value.
    const token = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
    if (!token || token.expiresAt < new Date()) return null;
    const user = (await ctx.context.internalAdapter.findUserById(token.value)) as { name: string; email: string; username?: string | null } | null;
    if (!user) return null;
    const account = await ctx.context.internalAdapter.findCredentialAccount(token.value);
    return {
      password: body.newPassword,
      userInputs: [user.name, user.email, user.username],
      ...(account?.password ? { mustDiffer: { hash: account.password } } : {}),
    };
  }
  return null;
}

/**
 * Decision 018: a new password (sign-up, change, reset) must score at least PASSWORD_MIN_SCORE
 * with zxcvbn, the person's own details counting as guesses, and must not be the one it replaces.
 * Lengths outside the limits are left to better-auth's own messages.
 */
export async function checkNewPassword(ctx: HookContext, checkPassword: CheckPassword): Promise<void> {
  const next = await describeNewPassword(ctx);
  if (!next || next.password.length < PASSWORD_MIN_LENGTH || next.password.length > PASSWORD_MAX_LENGTH) return;
  const verdict = await checkPassword(next.password, next.userInputs);
  if (!verdict.strongEnough) throw weak(verdict.message);
  const old = next.mustDiffer;
  if (!old) return;
  const same = 'plain' in old ? old.plain === next.password : await ctx.context.password.verify({ hash: old.hash, password: next.password });
  if (same) throw weak('Your new password must be different from your current one.');
}
