import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino, { type DestinationStream } from 'pino';
import { createAuth, serverPasswordChecker } from './auth';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseSource, type Db } from './db/database';
import { mailOutbox, siteSettings } from './db/schema';
import { createEmailDelivery, createOutboxMailer, createSmtpMailer, type MailLogger, type Mailer } from './mail';
import type { Services } from './services';
import { eventCatalogue } from './composition/event-catalogue';
import { installEventCatalogue } from './events/event-catalogue';
import { createNotifier } from './events/notifier';
import { createIpRules } from './security';
import { createJobQueue } from './jobs/job-queue';
import { createAnalysisPool, createAnalysisQueue } from './models';
import { createStorage } from './storage/create-storage';
import { createUploadStore } from './uploads';
import { createBuiltInGateway, createPaymentGateways } from './payments';
import { createPayoutKeys, createPayoutGatewayFor } from './payouts';

/** A secret made on first start and kept in the database, the same for every node. */
async function sharedSecret(db: Db, key: string): Promise<string> {
  await db.insert(siteSettings).values({ key, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return String(row!.value);
}

function createMailer(config: Config, db: Db, logger: MailLogger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger });
  return createOutboxMailer({ logger, record: async (row) => void (await db.insert(mailOutbox).values(row)) });
}

export function databaseSourceFor(config: Config): DatabaseSource {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}

/** Opens the database (migrating it) and makes every service the app needs. */
export async function createServices(
  config: Config,
  source: DatabaseSource = databaseSourceFor(config),
  overrides: { mailer?: Mailer; logDestination?: DestinationStream } = {},
): Promise<Services> {
  // The domains' events and consumers, for the events platform, which knows no domain (decision 070).
  installEventCatalogue(eventCatalogue);
  const log = pino(
    {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    overrides.logDestination,
  );
  const database: Database = await openDatabase(source, { migrate: true });
  const { db } = database;
  const jobs = createJobQueue(database, log.child({ module: 'jobs' }));
  const mailLog = log.child({ module: 'mail' });
  // `overrides.mailer` stands in for the transport; the delivery path around it is the real one.
  const mailer = createEmailDelivery({ db, jobs, transport: overrides.mailer ?? createMailer(config, db, mailLog), log: mailLog });
  const storage = await createStorage(config.storage);
  // Without AUTH_SECRET (embedded mode) the sessions' secret is made once and shared.
  const secret = config.authSecret ?? (await sharedSecret(db, 'auth.secret'));
  const auth = createAuth({ config, db, jobs, mailer, storage, secret, log: log.child({ module: 'auth' }), checkPassword: serverPasswordChecker.check });
  const uploads = await createUploadStore({
    config,
    db,
    userIdFor: async (headers) => (await auth.api.getSession({ headers }))?.user.id ?? null,
  });
  const analysisPool = createAnalysisPool({
    settings: config.analysisPool,
    storage,
    storageConfig: config.storage,
    tempDir: path.join(config.dataDir, 'tmp'),
    log: log.child({ module: 'analysis-pool' }),
  });
  const analysis = createAnalysisQueue({ db, pool: analysisPool, log: log.child({ module: 'analysis' }) });
  const notifier = createNotifier(source, database, log.child({ module: 'notifier' }));
  const ipRules = createIpRules(db, notifier, log.child({ module: 'ip-rules' }));
  const testCheckoutSecret = config.payments.test ? '' : await sharedSecret(db, 'payments.test-checkout.secret');
  const payments = createPaymentGateways(config.payments, () => createBuiltInGateway(db, testCheckoutSecret));
  // Its own secret, not AUTH_SECRET: rotating the sessions' secret must not make bank details unreadable.
  const payoutKeys = createPayoutKeys(config.payoutSecret ?? (await sharedSecret(db, 'payouts.secret')));
  const payouts = await createPayoutGatewayFor(config, db, jobs, () => sharedSecret(db, 'payouts.built-in.secret'));
  return { config, database, db, auth, mailer, log, storage, uploads, analysis, analysisPool, jobs, notifier, ipRules, payments, payoutKeys, payouts };
}
