import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './http/database-rate-limit-store';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { AppError } from '../shared/app-error';
import { allContracts } from '../shared/contracts';
import { implementations } from './composition/callable-registry';
import { registerApiDocsRoutes } from './http/api-docs-routes';
import { registerAuthRoute } from './http/auth-route';
import { registerAvatarRoutes } from './http/avatar-routes';
import { registerStorefrontBannerRoutes } from './http/storefront-banner-routes';
import { registerMakePhotoRoutes } from './http/make-photo-routes';
import { registerErrorHandler } from './http/error-handler';
import { registerFunctionRoute } from './http/function-route';
import { registerHealthRoutes, type Readiness } from './http/health-routes';
import { registerMetricsRoute } from './http/metrics-route';
import { registerRequestIdHeader, requestIdFor } from './http/request-ids';
import { registerUrlTextCheck } from './http/invalid-text';
import { registerJsonDepthLimit } from './http/json-depth-limit';
import { jobQueues } from './composition/job-queues';
import { periodicTasks } from './composition/periodic-tasks';
import { registerModelMediaRoutes } from './http/model-media-routes';
import { registerSlicerFileRoute } from './http/slicer-file-route';
import { registerNotificationStreamRoute } from './http/notification-stream-route';
import { registerIpGate } from './http/ip-gate';
import { fastifyTrustProxy } from './security';
import { registerRevenueCsvRoute } from './http/revenue-csv-route';
import { closeConnectionsOnShutdown } from './http/close-connections-on-shutdown';
import { registerOriginCheck } from './http/origin-check';
import { razorpayCheckoutHosts, registerSecurityHeaders } from './http/security-headers';
import { createPageResolver } from './http/pages/page-resolver';
import { registerSeoRoutes } from './http/seo/seo-routes';
import { registerSpaRoutes } from './http/spa-routes';
import { registerSessionTokenStrip } from './http/strip-session-tokens';
import { readThemeScript } from './http/theme-script';
import { registerUploadRoutes } from './http/upload-routes';
import { registerUnsubscribeRoute } from './http/unsubscribe-route';
import { registerRazorpayWebhookRoute } from './http/razorpay-webhook-route';
import { registerEarningsCsvRoute } from './http/earnings-csv-route';
import { registerWithdrawalHistoryRoute } from './http/withdrawal-history-route';
import { registerRazorpayXWebhookRoute } from './http/razorpayx-webhook-route';
import { registerWithdrawalsCsvRoute } from './http/withdrawals-csv-route';
import { isAdNetworkOn } from './sponsored';
import type { Services } from './services';

export interface AppOptions {
  /** Set draining by main.ts on SIGTERM, so /readyz fails while requests are still served. */
  readiness?: Readiness;
  /** Where the built web app lives; tests point this at a fixture or leave the default. */
  webDistDir?: string;
  /** URLs per sitemap file before /sitemap.xml becomes an index (50,000); tests make it small. */
  urlsPerSitemap?: number;
  /**
   * Periodic tasks this app does not run: a test that runs one itself at chosen dates leaves it out,
   * so the real clock's run (a real Monday for the weekly payouts) never races the test's.
   */
  leaveOutTasks?: readonly string[];
  /**
   * Tests: jobs run only when the test drains them (services.jobs.drain()), and no periodic task
   * runs by itself; a check that something did not happen is then exact, not a wait.
   */
  jobsOnDemand?: boolean;
}

/**
 * Work that runs while the app is up: mesh analysis, the live notifier, and the job queue: the
 * consumers of domain events, and the periodic tasks (each once per period across all nodes).
 */
function registerBackgroundWork(app: FastifyInstance, services: Services, leaveOut: readonly string[], onDemand: boolean): void {
  app.addHook('onReady', async () => {
    services.analysis.start();
    await services.notifier.start();
    await services.ipRules.start();
    // Jobs read and write through the background connections (Database.background).
    const working: Services = { ...services, db: services.database.background.db };
    const tasks = periodicTasks(working);
    const unknown = leaveOut.filter((name) => !tasks.some((task) => task.name === name));
    if (unknown.length > 0) throw new Error(`no periodic task is named ${unknown.join(', ')}: none left out`);
    await services.jobs.start({
      periodic: tasks.filter((task) => !leaveOut.includes(task.name)),
      queues: jobQueues(working),
      onDemand,
    });
  });
  app.addHook('onClose', async () => {
    // The database closes after the app, so a task in the middle of a query is let finish.
    services.ipRules.stop();
    await Promise.all([services.analysis.stop(), services.jobs.stop(), services.notifier.stop()]);
    await services.analysisPool.close();
  });
}

/** The whole HTTP surface on one Fastify instance. Services are made by the caller (main or a test). */
export async function buildApp(services: Services, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    loggerInstance: services.log,
    trustProxy: fastifyTrustProxy(config.trustedProxies),
    // Believed from a trusted proxy only, and only a sane token (decision 087); logged as requestId,
    // the name error answers give it.
    genReqId: requestIdFor(config.trustedProxies),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
  });

  closeConnectionsOnShutdown(app);
  registerIpGate(app, services.ipRules, config.supportEmail);
  registerSessionTokenStrip(app);
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  registerJsonDepthLimit(app);
  const themeScript = readThemeScript();
  const razorpayInUse = services.payments.live !== undefined || services.payments.test.checkout === 'razorpay';
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    inlineScriptHashes: themeScript ? [themeScript.hash] : [],
    checkoutHosts: razorpayInUse ? razorpayCheckoutHosts(config.payments.checkoutScriptUrl) : undefined,
    adNetworkOn: () => isAdNetworkOn(services.db),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Counted in the database every node shares: N nodes must not give N budgets. A request that
    // cannot be counted (the database is down) is let through; it will fail on its own anyway.
    store: databaseRateLimitStore(services.db),
    skipOnError: true,
    // Only the API is budgeted: the app's HTML and hashed assets are cheap, and many visitors can
    // share one IP (carrier-grade NAT is common on Indian mobile networks).
    // Images (avatars, previews) are cacheable and many to a page, so only downloads are counted under /media.
    // Webhooks come from the provider's few addresses in bursts, and are refused unsigned before any work.
    allowList: (request) =>
      services.ipRules.verdict(request.ip) === 'allowed' ||
      !/^\/(api|media)\//.test(request.url) || /^\/media\/(avatars\/|storefronts\/|models\/[^/]+\/previews\/)/.test(request.url) || request.url.startsWith('/api/webhooks/'),
    errorResponseBuilder: () => new AppError('resource-exhausted', 'Too many requests. Please slow down and try again in a minute.'),
  });
  registerOriginCheck(app, config.allowedOrigins);
  registerUrlTextCheck(app);

  registerHealthRoutes(app, services.database, options.readiness ?? { draining: false });
  registerApiDocsRoutes(app, allContracts, config.publicUrl);
  await registerAuthRoute(app, services.auth, config);
  registerFunctionRoute(app, services, implementations);
  await registerAvatarRoutes(app, services);
  await registerStorefrontBannerRoutes(app, services);
  registerMakePhotoRoutes(app, services);
  await registerModelMediaRoutes(app, services);
  registerSlicerFileRoute(app, services);
  await registerUploadRoutes(app, services.uploads);
  await registerUnsubscribeRoute(app, services);
  await registerRazorpayWebhookRoute(app, services);
  await registerRazorpayXWebhookRoute(app, services);
  registerWithdrawalsCsvRoute(app, services);
  registerEarningsCsvRoute(app, services);
  registerRevenueCsvRoute(app, services);
  registerWithdrawalHistoryRoute(app, services);
  const streams = registerNotificationStreamRoute(app, services);
  registerMetricsRoute(app, services, { callableNames: new Set(implementations.keys()), streams });
  registerBackgroundWork(app, services, options.leaveOutTasks ?? [], options.jobsOnDemand ?? false);
  registerSeoRoutes(app, { db: services.db, publicUrl: config.publicUrl }, options);
  await registerSpaRoutes(app, options.webDistDir, createPageResolver(services, implementations), themeScript);
  return app;
}
