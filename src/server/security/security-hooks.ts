import { APIError, getIP } from 'better-auth/api';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { deviceKeyOf, newDeviceId, readDeviceId } from './device-key';
import { noteFailedSignIn } from './failed-sign-ins';
import { recordPasswordChanged } from './password-changed';
import { recordSignIn, type SignInMethod } from './record-sign-in';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './security-rules';
import { accountNamedIn, refuseWhileLocked, unlockPasswordSignIn } from './sign-in-lock';

/** The better-auth routes that end in a new session for someone signing in, and how they signed in. */
const SIGN_IN_METHODS: Record<string, SignInMethod> = {
  '/sign-in/email': 'password',
  '/sign-in/username': 'password',
  '/sign-in/email-otp': 'otp',
  '/sign-in/social': 'google',
  '/callback/:id': 'google',
  '/oauth2/callback/:providerId': 'google',
};

/** A wrong password or code for an account that exists, by route: the error code that says so. */
const FAILURE_CODES: Record<string, { codes: string[]; method: 'password' | 'otp' }> = {
  '/sign-in/email': { codes: ['INVALID_EMAIL_OR_PASSWORD'], method: 'password' },
  '/sign-in/username': { codes: ['INVALID_USERNAME_OR_PASSWORD'], method: 'password' },
  '/sign-in/email-otp': { codes: ['INVALID_OTP', 'TOO_MANY_ATTEMPTS'], method: 'otp' },
};

/** The routes that take a password to sign in: refused while the account's password sign-in is paused. */
const PASSWORD_SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);

/** Before each auth route: a password sign-in to a paused account goes no further (sign-in-lock.ts). */
export async function beforeAuthRoute(ctx: { path: string; body?: unknown }, deps: SecurityHookDeps): Promise<void> {
  if (PASSWORD_SIGN_IN_PATHS.has(ctx.path)) await refuseWhileLocked(deps.db, ctx.body);
}

export interface SecurityHookDeps {
  db: Db;
  jobs: JobQueue;
}

/** The slice of better-auth's hook context these hooks read. */
export interface SecurityHookContext {
  path: string;
  body?: unknown;
  headers?: Headers;
  request?: Request;
  context: {
    secret: string;
    options: Parameters<typeof getIP>[1];
    returned?: unknown;
    newSession?: { session: { userId: string; ipAddress?: string | null; userAgent?: string | null } } | null;
    session?: { session: { userId: string; ipAddress?: string | null } } | null;
    logger: { error: (message: string, ...args: unknown[]) => void };
  };
  setCookie: (name: string, value: string, options: Record<string, unknown>) => unknown;
}

function headersOf(ctx: SecurityHookContext): Headers {
  return ctx.headers ?? ctx.request?.headers ?? new Headers();
}

/**
 * After each auth route: a sign-in is recorded (with its device), a wrong password or code counts
 * toward suspicious activity, a changed password is reported. None of it may fail the sign-in it
 * describes: a failure here is logged, and the person's answer stays what better-auth gave.
 */
export async function afterAuthRoute(ctx: SecurityHookContext, deps: SecurityHookDeps): Promise<void> {
  try {
    const method = SIGN_IN_METHODS[ctx.path];
    if (method && ctx.context.newSession) await afterSignIn(ctx, deps, method);
    else if (FAILURE_CODES[ctx.path] && ctx.context.returned instanceof APIError) await afterFailedSignIn(ctx, deps);
    else if (ctx.path === '/change-password' && !(ctx.context.returned instanceof APIError)) await afterPasswordChange(ctx, deps);
  } catch (error) {
    ctx.context.logger.error('security record failed', error);
  }
}

async function afterSignIn(ctx: SecurityHookContext, deps: SecurityHookDeps, method: SignInMethod): Promise<void> {
  const headers = headersOf(ctx);
  const session = ctx.context.newSession!.session;
  // The cookie is sent again on every sign-in, so a browser that keeps signing in keeps its id.
  const deviceId = readDeviceId(headers.get('cookie')) ?? newDeviceId();
  const secure = ctx.context.options.baseURL?.toString().startsWith('https://') ?? false;
  ctx.setCookie(DEVICE_COOKIE, deviceId, { path: '/', maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure });
  await recordSignIn(deps.db, deps.jobs, {
    userId: session.userId,
    deviceKey: deviceKeyOf(ctx.context.secret, deviceId),
    ip: session.ipAddress || getIP(headers, ctx.context.options) || null,
    userAgent: session.userAgent ?? headers.get('user-agent'),
    method,
  });
  // An e-mailed code or Google proves the owner: a pause of password sign-in ends.
  if (method !== 'password') await unlockPasswordSignIn(deps.db, deps.jobs, session.userId, method === 'otp' ? 'email_code' : 'google');
}

async function afterFailedSignIn(ctx: SecurityHookContext, deps: SecurityHookDeps): Promise<void> {
  const rule = FAILURE_CODES[ctx.path]!;
  const code = (ctx.context.returned as APIError).body?.code;
  if (typeof code !== 'string' || !rule.codes.includes(code)) return;
  const userId = await accountNamedIn(deps.db, ctx.body);
  if (!userId) return;
  const headers = headersOf(ctx);
  // Not awaited: the answer to a wrong password must take as long whether or not the account
  // exists (better-auth evens out its own work for that), so the counting happens after it.
  void noteFailedSignIn(deps.db, deps.jobs, {
    userId,
    ip: getIP(headers, ctx.context.options) || null,
    userAgent: headers.get('user-agent'),
    method: rule.method,
  }).catch((error: unknown) => ctx.context.logger.error('security record failed', error));
}

async function afterPasswordChange(ctx: SecurityHookContext, deps: SecurityHookDeps): Promise<void> {
  const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
  const userId = typeof returned?.user?.id === 'string' ? returned.user.id : ctx.context.session?.session.userId;
  if (!userId) return;
  const headers = headersOf(ctx);
  await recordPasswordChanged(deps.db, deps.jobs, {
    userId,
    how: 'changed',
    ip: getIP(headers, ctx.context.options) || null,
    userAgent: headers.get('user-agent'),
  });
}

/** For better-auth's onPasswordReset: the reset link's new password is in (it runs after the write). */
export async function afterPasswordReset(
  deps: SecurityHookDeps & { options: Parameters<typeof getIP>[1]; log: { error: (obj: object, message: string) => void } },
  userId: string,
  request: Request | undefined,
): Promise<void> {
  try {
    const headers = request?.headers ?? new Headers();
    await recordPasswordChanged(deps.db, deps.jobs, {
      userId,
      how: 'reset',
      ip: getIP(headers, deps.options) || null,
      userAgent: headers.get('user-agent'),
    });
    await unlockPasswordSignIn(deps.db, deps.jobs, userId, 'password_reset');
  } catch (err) {
    deps.log.error({ err }, 'security record failed');
  }
}
