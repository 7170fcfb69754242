import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { paymentsConfigFrom, RazorpayEnv, type PaymentsConfig } from './payments';
import { AddressListSetting, TrustProxySetting, type TrustedProxies } from './security';
import { payoutsConfigFrom, RazorpayXEnv, realMoneyPayoutsRefusal, type PayoutsConfig } from './payouts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (what: string) =>
  z.string().refine((v) => URL.canParse(v), { message: `must be a ${what} URL` });

/** Every setting the server reads. Nothing else in the code reads process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url('postgres://').optional(),
  /** Defaults to http://localhost:$PORT. */
  PUBLIC_URL: url('http(s)://').optional(),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@meshmandi.in'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYOUT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: TrustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Decision 087: a scraper showing `Authorization: Bearer <token>` may read /metrics. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Decision 087: addresses or ranges that may read /metrics without the token, when connected directly (not through a proxy). */
  METRICS_ALLOW_FROM: AddressListSetting,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').default(300),
  USER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').default(10),
  COMMUNITY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').default(60),
  REPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1, 'must be at least 1').default(10),
  SMTP_URL: url('smtp(s)://').optional(),
  MAIL_FROM: z.string().min(3).default('Meshmandi <no-reply@meshmandi.in>'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: url('http(s)://').optional(),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  MODEL_FILE_MAX_MB: z.coerce.number().int().min(1, 'must be at least 1').max(10240, 'must be at most 10240').default(250),
  /** Issue 32: worker threads that analyse and draw model files (0: on the event loop, as before). */
  ANALYSIS_WORKERS: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(64, 'must be at most 64').optional(),
  /** Issue 32: what one analysis worker may hold (V8 heap and the analysers' typed arrays); past it the file fails, the worker is replaced. */
  ANALYSIS_WORKER_MEMORY_MB: z.coerce.number().int('must be a whole number').min(128, 'must be at least 128').max(65536, 'must be at most 65536').default(2048),
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(86400, 'must be at most 86400').default(600),
  /** Issue 32: the analysis workers' scheduling niceness (their threads only), so that on a busy machine the event loop answering requests is served first. */
  ANALYSIS_WORKER_NICE: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(19, 'must be at most 19').default(19),
  /** Issue 32: on SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes: longer than the load balancer's health-check interval. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(300, 'must be at most 300').default(0),
  /** Unfinished uploads older than this are deleted. */
  UPLOAD_EXPIRY_HOURS: z.coerce.number().min(0.001, 'must be positive').default(24),
  /** Per user: uploads open at once (not yet used by a model nor expired), and the bytes they reserve. */
  UPLOAD_MAX_OPEN_PER_USER: z.coerce.number().int().min(1, 'must be at least 1').default(40),
  UPLOAD_MAX_RESERVED_MB_PER_USER: z.coerce.number().int().min(1, 'must be at least 1').default(6000),
  /** Stored objects no row claims are removed once older than this (in-flight publishes are younger). */
  STORAGE_ORPHAN_GRACE_HOURS: z.coerce.number().min(0.01, 'must be positive').default(6),
  /** Per model, day and IP address: views, downloads and shares (each) counted for visitors not signed in. */
  COUNTS_PER_IP_PER_DAY: z.coerce.number().int().min(1, 'must be at least 1').default(5),
  /** How long the home page's sections are reused before they are read again. */
  HOME_FEED_CACHE_SECONDS: z.coerce.number().int().min(0, 'must be 0 or more').default(60),
  /** How often the trending order is worked out again: once per period across all server nodes. */
  TRENDING_REFRESH_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').default(600),
  /** How often due notification e-mails are sent (and daily and weekly digests looked for): once per period across all server nodes. */
  NOTIFICATION_EMAIL_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(60),
  /** Issue 16 item 7: campaign e-mails sent per minute across all nodes (the mail provider's limit), in batches every CAMPAIGN_EMAIL_SECONDS. */
  CAMPAIGN_EMAILS_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').max(10_000, 'must be at most 10000').default(60),
  CAMPAIGN_EMAIL_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(60),
  COUNTER_ROLLUP_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(30),
  TIER_REVIEW_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(60),
  REFERRAL_REWARDS_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(60),
  /** How often sponsored placements' spend is settled on the ledger and ended ones (time, budget, model) return the rest. */
  SPONSORED_SETTLE_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(60),
  ...RazorpayEnv,
  ...RazorpayXEnv,
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: url('http(s)://').default(
    'https://accounts.google.com/.well-known/openid-configuration',
  ),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  publicOrigin: string;
  /** Origins whose state-changing requests are accepted: the public one, plus its loopback aliases. */
  allowedOrigins: string[];
  supportEmail: string;
  authSecret: string | undefined;
  /** Seals bank account numbers at rest; without it one is made and kept in the database. */
  payoutSecret: string | undefined;
  /** Whether a proxy in front of the server is trusted at all (forwarded host, protocol and request id). */
  trustProxy: boolean;
  /** Which proxies may name the client's address (security/client-ip.ts). */
  trustedProxies: TrustedProxies;
  logLevel: string;
  /** Who may read /metrics (decision 087); with neither set, no one: it answers not-found. */
  metrics: { token: string | undefined; allowFrom: string[] };
  rateLimitPerMinute: number;
  /** Calls per minute one signed-in account may make across all callables together (each callable has its own budget too). */
  userRateLimitPerMinute: number;
  authRateLimitPerMinute: number;
  communityRateLimitPerMinute: number;
  reportRateLimitPerHour: number;
  mail: { smtpUrl: string | undefined; from: string };
  uploads: { dir: string; modelFileMaxBytes: number; expiryMs: number; maxOpenPerUser: number; maxReservedBytesPerUser: number };
  orphanGraceMs: number;
  /** Issue 32: the pool of analysis worker threads (decision 086); 0 workers runs each file on the event loop. */
  analysisPool: { workers: number; memoryMb: number; timeoutMs: number; nice: number };
  /** How long a stopping node fails /readyz while still serving, before it closes (0: closes at once). */
  shutdownDrainMs: number;
  discovery: { homeFeedCacheMs: number; trendingRefreshMs: number; counterRollUpMs: number };
  /** How often creators marked due are looked at for a higher tier (issue 30). */
  tiers: { reviewMs: number };
  referrals: { rewardsMs: number };
  sponsored: { settleMs: number };
  /** Issue 13: the notification e-mail task's period. */
  notificationEmail: { periodMs: number };
  /** Issue 16 item 7: how fast campaign e-mails go out, and how often a batch is sent. */
  campaignEmail: { perMinute: number; periodMs: number };
  /** Decision 020: the per-IP ceiling on counts for visitors who are not signed in. */
  counting: { perIpPerDay: number };
  storage:
    | { driver: 'local'; root: string }
    | {
        driver: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** Issue 14: Razorpay's live and test keys; with neither, tips run in test mode only. */
  payments: PaymentsConfig;
  /** Issue 15: who pays approved withdrawals (RazorpayX, built-in test payouts, or by hand). */
  payouts: PayoutsConfig;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** A site on a loopback address is reached as localhost, 127.0.0.1 or [::1] alike: accept all three. */
function originsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/**
 * Half the cores, at most 4: analysis is CPU-bound, and the other half keeps answering requests
 * (and PostgreSQL, often on the same machine). One on a 2-core machine.
 */
function defaultAnalysisWorkers(): number {
  return Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2)));
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value stops the server with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in EnvSchema.shape && v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? 'environment');
      return `  ${name}: ${i.message} (got ${JSON.stringify(present[name] ?? '')})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  const payments = paymentsConfigFrom(e);
  if (typeof payments === 'string') throw new ConfigError(`Invalid configuration:\n  ${payments}`);
  const payouts = payoutsConfigFrom(e, e.NODE_ENV);
  if (typeof payouts === 'string') throw new ConfigError(`Invalid configuration:\n  ${payouts}`);
  const fakePayouts = realMoneyPayoutsRefusal(payouts, payments);
  if (fakePayouts) throw new ConfigError(`Invalid configuration:\n  ${fakePayouts}`);
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: is required when NODE_ENV is production');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    allowedOrigins: originsFor(publicUrl),
    supportEmail: e.SUPPORT_EMAIL,
    authSecret: e.AUTH_SECRET,
    payoutSecret: e.PAYOUT_SECRET,
    trustProxy: e.TRUST_PROXY !== false,
    trustedProxies: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metrics: { token: e.METRICS_TOKEN, allowFrom: e.METRICS_ALLOW_FROM },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    userRateLimitPerMinute: e.USER_RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    communityRateLimitPerMinute: e.COMMUNITY_RATE_LIMIT_PER_MINUTE,
    reportRateLimitPerHour: e.REPORT_RATE_LIMIT_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      modelFileMaxBytes: e.MODEL_FILE_MAX_MB * 1024 * 1024,
      expiryMs: Math.round(e.UPLOAD_EXPIRY_HOURS * 3600_000),
      maxOpenPerUser: e.UPLOAD_MAX_OPEN_PER_USER,
      maxReservedBytesPerUser: e.UPLOAD_MAX_RESERVED_MB_PER_USER * 1024 * 1024,
    },
    orphanGraceMs: Math.round(e.STORAGE_ORPHAN_GRACE_HOURS * 3600_000),
    analysisPool: { workers: e.ANALYSIS_WORKERS ?? defaultAnalysisWorkers(), memoryMb: e.ANALYSIS_WORKER_MEMORY_MB, timeoutMs: e.ANALYSIS_TIMEOUT_SECONDS * 1000, nice: e.ANALYSIS_WORKER_NICE },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    discovery: { homeFeedCacheMs: e.HOME_FEED_CACHE_SECONDS * 1000, trendingRefreshMs: e.TRENDING_REFRESH_SECONDS * 1000, counterRollUpMs: e.COUNTER_ROLLUP_SECONDS * 1000 },
    tiers: { reviewMs: e.TIER_REVIEW_SECONDS * 1000 },
    referrals: { rewardsMs: e.REFERRAL_REWARDS_SECONDS * 1000 },
    sponsored: { settleMs: e.SPONSORED_SETTLE_SECONDS * 1000 },
    notificationEmail: { periodMs: e.NOTIFICATION_EMAIL_SECONDS * 1000 },
    campaignEmail: { perMinute: e.CAMPAIGN_EMAILS_PER_MINUTE, periodMs: e.CAMPAIGN_EMAIL_SECONDS * 1000 },
    counting: { perIpPerDay: e.COUNTS_PER_IP_PER_DAY },
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { driver: 'local', root: path.join(dataDir, 'files') },
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET ?? '',
          discoveryUrl: e.GOOGLE_DISCOVERY_URL,
        }
      : undefined,
    payments,
    payouts,
  };
}
