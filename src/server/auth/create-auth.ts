import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { emailOTP, genericOAuth, username } from 'better-auth/plugins';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  Username,
  DISPLAY_NAME_MAX_LENGTH,
} from '../../shared/constants/account-rules';
import type { Config } from '../config';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import type { Mailer } from '../mail';
import { otpEmail, passwordResetEmail, signUpAttemptEmail } from '../mail';
import { deleteUserFiles } from '../uploads';
import type { Storage } from '../storage/storage';
import type { CheckPassword } from '../../shared/password/password-checker-on-demand';
import { createAuthHooks } from './auth-hooks';
import { recordSignUpAttempt, forgetUser } from '../accounts';
import { claimAccountMail } from './account-mail-limit';
import { deriveUsername } from './derive-username';
import { CLIENT_IP_HEADER } from './read-session';
import type { JobQueue } from '../jobs/job-queue';
import { afterPasswordReset } from '../security';
import { refuseSuspendedSignIn } from './refuse-suspended-sign-in';

export const AUTH_BASE_PATH = '/api/auth';
const OTP_PURPOSE = { 'sign-in': 'login', 'email-verification': 'verification', 'forget-password': 'password-reset' } as const;

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  storage: Storage;
  /** zxcvbn with its dictionaries, built once per process (on first use or once the server listens). */
  checkPassword: CheckPassword;
  /** For the events an account's deletion records. */
  jobs: JobQueue;
}

export function createAuth({ config, db, jobs, mailer, secret, log, storage, checkPassword }: AuthDeps) {
  const google = config.google;
  // Fastify has already read the client's address (through the proxy when TRUST_PROXY says so).
  const ipOptions = { ipAddressHeaders: [CLIENT_IP_HEADER] };
  return betterAuth({
    appName: 'Meshmandi',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    logger: { log: (level, message, ...args) => log[level]({ args }, message) },
    trustedOrigins: config.allowedOrigins,
    // The profile changes only through updateProfile (its rules) and the avatar upload (re-encoded
    // images); better-auth's own update-user would take any name or image URL.
    disabledPaths: ['/update-user', '/change-email'],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users: schema.users, sessions: schema.sessions, accounts: schema.accounts, verifications: schema.verifications },
    }),
    user: {
      fields: { name: 'displayName', emailVerified: 'isVerified', image: 'photoURL' },
      additionalFields: {
        provider: { type: 'string', required: false, input: false, defaultValue: 'password' },
      },
      // "Delete my account" (POST /api/auth/delete-user): needs the password (delete-user-rules.ts).
      deleteUser: {
        enabled: true,
        // The account is deleted here, in one transaction with the counts it would leave wrong
        // (accounts/forget-user.ts); better-auth's own delete then finds nothing left to remove.
        beforeDelete: async (user) => {
          await db.transaction((tx) =>
            forgetUser(tx, jobs, user.id, user.id, (locked) => {
              if (!locked) throw new APIError('NOT_FOUND', { message: 'User not found' });
              if (locked.role === 'super_admin') {
                throw new APIError('FORBIDDEN', {
                  message: 'A super admin cannot delete their own account. Make someone else super admin first.',
                });
              }
            }),
          );
        },
        afterDelete: async (user) => deleteUserFiles({ storage, config, log }, user.id),
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Sign-up answers the same whether or not the address has an account (no session either way);
      // the owner of an existing account is told by e-mail instead (decision 018).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await recordSignUpAttempt(db, user.email);
        if (!(await claimAccountMail(db, 'sign-up-attempt', user.email))) return log.warn('sign-up attempt e-mail not sent: the address had its hourly share');
        const mail = signUpAttemptEmail({ appUrl: config.publicUrl, supportEmail: config.supportEmail });
        await mailer.send({ to: user.email, kind: 'sign-up-attempt', ...mail });
      },
      sendResetPassword: async ({ user, url }) => {
        if (!(await claimAccountMail(db, 'password-reset', user.email))) return log.warn('password reset e-mail not sent: the address had its hourly share');
        const mail = passwordResetEmail({ url, minutes: 60, supportEmail: config.supportEmail });
        await mailer.send({ to: user.email, kind: 'password-reset', ...mail });
      },
      onPasswordReset: async ({ user }, request) => afterPasswordReset({ db, jobs, log, options: { advanced: { ipAddress: ipOptions } } }, user.id, request),
    },
    // Our own limiter (Fastify) covers every route, so better-auth's in-memory one stays off.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'meshmandi',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: ipOptions,
    },
    databaseHooks: {
      session: { create: { before: async (session) => refuseSuspendedSignIn(db, session) } },
      user: {
        create: {
          before: async (user, ctx) => {
            // SPEC §4: an account first made by Google sign-in is verified, with provider google.
            // better-auth 1.7 finishes generic OAuth sign-in on its core route /callback/:id (ctx.path is
            // that pattern); a Google ID token posted to /sign-in/social creates the user there instead.
            const viaGoogle =
              (ctx?.path === '/callback/:id' && ctx.params?.id === 'google') ||
              (ctx?.path === '/sign-in/social' && (ctx.body as { provider?: unknown } | undefined)?.provider === 'google');
            const data = user as typeof user & { username?: string | null; provider?: string };
            return {
              data: {
                ...data,
                // Avatars come only from our own upload: a picture URL from Google (or anyone) would be
                // fetched from its host by every visitor of the pages that show it.
                image: null,
                username: data.username ?? deriveUsername(user.email),
                // Google's name is not checked by our sign-up rules: it is fitted to them instead of refused.
                ...(viaGoogle ? { provider: 'google', emailVerified: true, name: fitDisplayName(user.name, user.email) } : {}),
              },
            };
          },
        },
      },
    },
    hooks: createAuthHooks(db, checkPassword, { db, jobs }),
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN_LENGTH,
        maxUsernameLength: USERNAME_MAX_LENGTH,
        displayUsername: false,
        // The same rule as updateProfile and our sign-up check (the plugin sees the body as sent).
        usernameValidator: (name) => Username.safeParse(name).success,
        usernameNormalization: (name) => name.trim().toLowerCase(),
      }),
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_MINUTES * 60,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        storeOTP: 'hashed',
        // Sign-up needs a username and password; an OTP never creates an account.
        disableSignUp: true,
        // The spec's own limits are enforced per address by generateOTP/resendOTP.
        rateLimit: { window: 60, max: 1000 },
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === 'change-email') return;
          const purpose = OTP_PURPOSE[type];
          const mail = otpEmail({ code: otp, minutes: OTP_TTL_MINUTES, purpose, supportEmail: config.supportEmail });
          await mailer.send({ to: email, kind: 'otp', ...mail });
        },
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A provider's name within the display-name rules (trimmed, at most 60 characters), else the e-mail's local part. */
function fitDisplayName(name: string | null | undefined, email: string): string {
  return cutToLength((name ?? '').trim()).trim() || cutToLength(email.split('@')[0] ?? '');
}

/** Cut at a character boundary (never inside a surrogate pair) so the result fits the rule's UTF-16 length. */
function cutToLength(text: string): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > DISPLAY_NAME_MAX_LENGTH) break;
    out += char;
  }
  return out;
}
