import { createAuthMiddleware } from 'better-auth/api';
import type { CheckPassword } from '../../shared/password/password-checker-on-demand';
import type { Db } from '../db/database';
import { afterAuthRoute, beforeAuthRoute, type SecurityHookContext, type SecurityHookDeps } from '../security';
import { checkDeleteUser } from './delete-user-rules';
import { checkNewPassword } from './new-password-rules';
import { PASSWORD_CHECK_PATHS, reservePasswordCheck, settlePasswordCheck } from './password-check-limit';
import { checkSignUpFields } from './sign-up-fields';

const NEW_PASSWORD_PATHS = new Set(['/sign-up/email', '/change-password', '/reset-password']);

/** Our rules around better-auth's routes (decision 018); they run for HTTP and `auth.api` calls alike. */
export function createAuthHooks(db: Db, checkPassword: CheckPassword, security: SecurityHookDeps) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      let body = ctx.body as unknown;
      if (ctx.path === '/sign-up/email') body = await checkSignUpFields(db, ctx.body);
      if (NEW_PASSWORD_PATHS.has(ctx.path)) await checkNewPassword({ ...ctx, body }, checkPassword);
      if (ctx.path === '/delete-user') await checkDeleteUser(ctx);
      await beforeAuthRoute(ctx, security);
      // Last, so that a refusal above does not count as a wrong password.
      if (PASSWORD_CHECK_PATHS.has(ctx.path)) await reservePasswordCheck(ctx, db);
      return ctx.path === '/sign-up/email' ? { context: { body } } : undefined;
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (PASSWORD_CHECK_PATHS.has(ctx.path)) await settlePasswordCheck(ctx, db);
      // Sign-ins, failed sign-ins and password changes, for /settings/security and its alerts.
      await afterAuthRoute(ctx as unknown as SecurityHookContext, security);
    }),
  };
}
