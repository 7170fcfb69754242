import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { AuthContext } from 'better-auth';
import { PASSWORDLESS_DELETE_FRESH_MINUTES } from '../../shared/constants/account-rules';

type HookContext = Parameters<typeof getSessionFromCtx>[0] & { body?: unknown; context: AuthContext };

/**
 * Deleting an account needs its current password: better-auth would also take a session under a
 * day old, which anyone at an unlocked computer has. An account with no password (Google only)
 * proves itself by a sign-in with Google in the last minutes instead (decision 018).
 */
export async function checkDeleteUser(ctx: HookContext): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const body = (ctx.body ?? {}) as { password?: unknown; token?: unknown };
  if (body.token !== undefined) throw new APIError('BAD_REQUEST', { code: 'INVALID_FIELD', message: 'token: cannot be set here' });
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  if (account?.password) {
    if (typeof body.password !== 'string' || body.password === '') {
      throw new APIError('BAD_REQUEST', { code: 'PASSWORD_REQUIRED', message: 'password: enter your current password to delete your account.' });
    }
    return;
  }
  const age = Date.now() - new Date(session.session.createdAt).getTime();
  if (age > PASSWORDLESS_DELETE_FRESH_MINUTES * 60_000) {
    throw new APIError('FORBIDDEN', {
      code: 'SIGN_IN_AGAIN',
      message: `For your safety, log out, sign in with Google again, then delete your account within ${PASSWORDLESS_DELETE_FRESH_MINUTES} minutes.`,
    });
  }
}
