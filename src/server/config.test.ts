import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the embedded mode with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      mail: { smtpUrl: undefined },
      storage: { driver: 'local', root: path.resolve('./data/files') },
      google: undefined,
    });
    expect(config.supportEmail).toMatch(/@/);
  });

  it('derives the public address from the port when it is not set', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://meshmandi.in/' }).publicOrigin).toBe('https://meshmandi.in');
  });

  it('accepts the loopback aliases of a local site, and only the public origin otherwise', () => {
    expect(loadConfig({}).allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loadConfig({ PUBLIC_URL: 'https://meshmandi.in' }).allowedOrigins).toEqual(['https://meshmandi.in']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['TRUST_PROXY', 'maybe'],
    ['AUTH_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['COUNTS_PER_IP_PER_DAY', '0'],
    ['COUNTS_PER_IP_PER_DAY', 'many'],
    ['ANALYSIS_WORKERS', '-1'],
    ['ANALYSIS_WORKERS', '1.5'],
    ['ANALYSIS_WORKER_MEMORY_MB', '64'],
    ['ANALYSIS_TIMEOUT_SECONDS', '0'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*"${value}"`));
  });

  it('runs analysis in worker threads, half the cores and at least one, unless told otherwise', () => {
    const { workers } = loadConfig({}).analysisPool;
    expect(workers).toBe(Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2))));
    expect(loadConfig({}).analysisPool).toMatchObject({ memoryMb: 2048, timeoutMs: 600_000, nice: 19 });
    expect(loadConfig({ ANALYSIS_WORKERS: '0', ANALYSIS_WORKER_MEMORY_MB: '512', ANALYSIS_TIMEOUT_SECONDS: '30', ANALYSIS_WORKER_NICE: '0' }).analysisPool).toEqual({
      workers: 0,
      memoryMb: 512,
      timeoutMs: 30_000,
      nice: 0,
    });
    expect(() => loadConfig({ ANALYSIS_WORKER_NICE: '20' })).toThrow(/ANALYSIS_WORKER_NICE.*must be at most 19/);
  });

  it('needs both Google settings or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google?.discoveryUrl).toContain('accounts.google.com');
  });

  it('takes Razorpay keys as whole sets, each in its own mode, and runs without any', () => {
    expect(loadConfig({}).payments).toMatchObject({ live: undefined, test: undefined, apiUrl: 'https://api.razorpay.com' });
    const live = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    const test = { RAZORPAY_TEST_KEY_ID: 'rzp_test_abc', RAZORPAY_TEST_KEY_SECRET: 's2', RAZORPAY_TEST_WEBHOOK_SECRET: 'w2' };
    expect(loadConfig({ ...live, ...test, RAZORPAY_API_URL: 'http://127.0.0.1:9/' }).payments).toEqual({
      apiUrl: 'http://127.0.0.1:9',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      live: { keyId: 'rzp_live_abc', keySecret: 's', webhookSecret: 'w' },
      test: { keyId: 'rzp_test_abc', keySecret: 's2', webhookSecret: 'w2' },
    });
    expect(() => loadConfig({ ...live, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow('RAZORPAY_KEY_ID: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together');
    expect(() => loadConfig({ ...test, RAZORPAY_TEST_KEY_SECRET: '' })).toThrow('RAZORPAY_TEST_KEY_ID: RAZORPAY_TEST_KEY_ID, RAZORPAY_TEST_KEY_SECRET and RAZORPAY_TEST_WEBHOOK_SECRET must be set together');
    // Test keys in the live slot would make pretend money withdrawable.
    expect(() => loadConfig({ ...live, RAZORPAY_KEY_ID: 'rzp_test_abc' })).toThrow('RAZORPAY_KEY_ID: must be a Razorpay live key (rzp_live_…)');
    expect(() => loadConfig({ ...test, RAZORPAY_TEST_KEY_ID: 'rzp_live_abc' })).toThrow('RAZORPAY_TEST_KEY_ID: must be a Razorpay test key (rzp_test_…)');
    expect(() => loadConfig({ RAZORPAY_API_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('needs AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses real money with built-in test payouts (issue 27 item 8), naming the settings', () => {
    const live = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    const payoutKeys = { RAZORPAYX_KEY_ID: 'rzp_live_x', RAZORPAYX_KEY_SECRET: 'xs', RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316', RAZORPAYX_WEBHOOK_SECRET: 'xw' };
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const refused = () => loadConfig({ ...live, ...(NODE_ENV ? { NODE_ENV } : {}) });
      expect(refused).toThrow(ConfigError);
      expect(refused).toThrow(/RAZORPAY_KEY_ID.*RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET.*NODE_ENV=production/);
    }
    expect(loadConfig({ ...live, ...payoutKeys }).payouts.mode).toBe('razorpayx');
    expect(loadConfig({ ...live, NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) }).payouts.mode).toBe('by-hand');
    // Live keys at a loopback stand-in (the tests' Razorpay) hold no real money.
    expect(loadConfig({ ...live, RAZORPAY_API_URL: 'http://127.0.0.1:9' }).payouts.mode).toBe('built-in');
    expect(loadConfig({}).payouts.mode).toBe('built-in');
  });

  it('switches to S3 when a bucket is named', () => {
    const config = loadConfig({ S3_BUCKET: 'meshmandi-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'meshmandi-files', forcePathStyle: true, region: 'ap-south-1' });
  });
});
